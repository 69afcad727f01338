// What the screens' meta-schema (schemas/_meta/screen.schema.json, the check's own rules) allows at
// a place of a screen: the keys an object may have and the values a key may take, for the editor's
// completion and hover help. Read loosely: every branch of a oneOf/anyOf/if is offered, since the
// author has not written enough yet to say which one applies; the check decides.

/** A JSON Schema node as the meta-schema writes them (draft-07 keywords, `#/definitions/…` refs). */
export interface SchemaNode {
  $ref?: string;
  type?: string | string[];
  description?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, SchemaNode>;
  patternProperties?: Record<string, SchemaNode>;
  additionalProperties?: boolean | SchemaNode;
  items?: SchemaNode;
  required?: string[];
  allOf?: SchemaNode[];
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  then?: SchemaNode;
  else?: SchemaNode;
  minimum?: number;
  minLength?: number;
  definitions?: Record<string, SchemaNode>;
}

/** One key an object may have, with what the meta-schema says of it. */
export interface KeyHelp {
  key: string;
  schemas: SchemaNode[];
  required: boolean;
}

function resolve(root: SchemaNode, node: SchemaNode): SchemaNode {
  const name = node.$ref?.replace(/^#\/definitions\//, '');
  return name && root.definitions?.[name] ? resolve(root, root.definitions[name]) : node;
}

/** The node and every branch it may take (allOf, anyOf, oneOf, then, else), refs resolved. */
function branches(root: SchemaNode, node: SchemaNode, seen = new Set<SchemaNode>()): SchemaNode[] {
  const resolved = resolve(root, node);
  if (seen.has(resolved)) return [];
  seen.add(resolved);
  const more = [
    ...(resolved.allOf ?? []),
    ...(resolved.anyOf ?? []),
    ...(resolved.oneOf ?? []),
    ...(resolved.then ? [resolved.then] : []),
    ...(resolved.else ? [resolved.else] : []),
  ];
  return [resolved, ...more.flatMap((branch) => branches(root, branch, seen))];
}

function childSchemas(root: SchemaNode, node: SchemaNode, segment: string): SchemaNode[] {
  const found: SchemaNode[] = [];
  const property = node.properties?.[segment];
  if (property) found.push(property);
  for (const [pattern, schema] of Object.entries(node.patternProperties ?? {}))
    if (new RegExp(pattern, 'u').test(segment)) found.push(schema);
  if (!property && typeof node.additionalProperties === 'object') found.push(node.additionalProperties);
  if (node.items && /^\d+$/.test(segment)) found.push(node.items);
  return found.flatMap((schema) => branches(root, schema));
}

/** Every schema that may apply at a path of a screen (its keys and array indexes, outermost first). */
export function schemasAt(root: SchemaNode, path: readonly string[]): SchemaNode[] {
  let current = branches(root, root);
  for (const segment of path) current = current.flatMap((node) => childSchemas(root, node, segment));
  return current;
}

/** The keys the object at this place may have, in the meta-schema's order. */
export function keysAt(root: SchemaNode, schemas: SchemaNode[]): KeyHelp[] {
  const keys = new Map<string, KeyHelp>();
  for (const node of schemas)
    for (const [key, schema] of Object.entries(node.properties ?? {})) {
      const help = keys.get(key) ?? { key, schemas: [], required: false };
      help.schemas.push(...branches(root, schema));
      help.required ||= node.required?.includes(key) ?? false;
      keys.set(key, help);
    }
  return [...keys.values()];
}

/** The values a key may take when they are a closed list (enum, const, true/false). */
export function valuesOf(schemas: SchemaNode[]): unknown[] {
  const values = new Set<unknown>();
  for (const node of schemas) {
    for (const value of node.enum ?? []) values.add(value);
    if ('const' in node) values.add(node.const);
    if (node.type === 'boolean') [true, false].forEach((value) => values.add(value));
  }
  return [...values];
}

/** A line of help for a key: its description and what it takes (type, closed values). */
export function describe(schemas: SchemaNode[]): string {
  const descriptions = [...new Set(schemas.map((node) => node.description).filter(Boolean))];
  const types = [...new Set(schemas.flatMap((node) => [node.type ?? []].flat()))];
  const values = valuesOf(schemas);
  const takes = values.length > 0 ? values.map((value) => JSON.stringify(value)).join(' | ') : types.join(' | ');
  return [...descriptions, takes].filter(Boolean).join('\n');
}
