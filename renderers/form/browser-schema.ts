import type { ISchema } from '@formily/react';
import type { TFunction } from 'i18next';
import { lookup } from '../registry-lookup';

type Node = ISchema & Record<string, unknown>;

/**
 * Turns a stored form schema into what Formily renders: texts translated (schemas hold i18n
 * keys), JSON Schema `required: [names]` moved onto the children as `required: true` (Formily
 * reads the boolean; the array is what ajv on the server reads), and unknown component names
 * replaced by the UnknownWidget box so a typo shows up where it happens.
 */
export function toBrowserSchema(schema: ISchema, t: TFunction, known: Record<string, unknown>, path: string): ISchema {
  const node: Node = { ...(schema as Node) };
  const requiredNames = Array.isArray(node.required) ? node.required : [];
  if (Array.isArray(node.required)) delete node.required;
  for (const key of ['title', 'description'] as const) {
    if (typeof node[key] === 'string') node[key] = t(node[key]);
  }
  const componentProps = { ...(node['x-component-props'] as Record<string, unknown> | undefined) };
  if (typeof componentProps.placeholder === 'string') componentProps.placeholder = t(componentProps.placeholder);
  // Formily's FormItem label is not tied to its input; the title as aria-label names the control.
  if (typeof node.title === 'string' && node['x-component'] && componentProps['aria-label'] === undefined) {
    componentProps['aria-label'] = node.title;
  }
  if (Object.keys(componentProps).length) node['x-component-props'] = componentProps;
  if (Array.isArray(node.enum)) {
    node.enum = node.enum.map((item) => (isLabelled(item) ? { ...item, label: t(item.label) } : item));
  }
  for (const key of ['x-component', 'x-decorator'] as const) {
    const name = node[key];
    if (typeof name === 'string' && lookup(known, name) === undefined) {
      node[key] = 'UnknownWidget';
      node[`${key}-props`] = { name, path, schema };
    }
  }
  if (node.properties && typeof node.properties === 'object') {
    const properties = node.properties as Record<string, Node>;
    node.properties = Object.fromEntries(
      Object.entries(node.properties as Record<string, ISchema>).map(([name, child]) => {
        const related = withRelationMessages(child, properties, t);
        const converted = toBrowserSchema(related, t, known, `${path}.properties.${name}`);
        return [name, requiredNames.includes(name) ? { ...converted, required: true } : converted];
      }),
    );
  }
  if (node.items && typeof node.items === 'object' && !Array.isArray(node.items)) {
    node.items = toBrowserSchema(node.items as ISchema, t, known, `${path}.items`);
  }
  return node;
}

/**
 * Gives a field's relation rules ({ notBefore }, { notAbove }: validators.ts) a message naming it and
 * the fields it is compared with, by their titles, as the server's message does.
 */
function withRelationMessages(child: ISchema, siblings: Record<string, Node>, t: TFunction): ISchema {
  const node = child as Node;
  const rules = node['x-validator'];
  if (!Array.isArray(rules)) return child;
  const title = (name: string) => t(String(siblings[name]?.title ?? name));
  return {
    ...child,
    'x-validator': rules.map((rule: unknown) => {
      if (!rule || typeof rule !== 'object' || 'message' in rule) return rule;
      const relation = rule as { notBefore?: string; notAbove?: string | string[] };
      const kind = relation.notBefore !== undefined ? 'notBefore' : relation.notAbove !== undefined ? 'notAbove' : null;
      if (!kind) return rule;
      const others = [relation[kind] as string | string[]].flat();
      const message = t(`renderer.validation.${kind}`, {
        field: t(String(node.title ?? '')),
        other: others.map(title).join(' + '),
      });
      return { ...relation, message };
    }),
  } as ISchema;
}

function isLabelled(item: unknown): item is { label: string } {
  return typeof item === 'object' && item !== null && typeof (item as { label?: unknown }).label === 'string';
}
