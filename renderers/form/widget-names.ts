import type { ISchema } from '@formily/react';

/** Every "x-component" and "x-decorator" name a schema uses, nested ones included. */
export function widgetNames(schema: ISchema | undefined, names = new Set<string>()): Set<string> {
  if (!schema || typeof schema !== 'object') return names;
  for (const key of ['x-component', 'x-decorator'] as const) {
    const name = schema[key];
    if (typeof name === 'string') names.add(name);
  }
  for (const child of Object.values((schema.properties ?? {}) as Record<string, ISchema>)) widgetNames(child, names);
  if (schema.items && typeof schema.items === 'object' && !Array.isArray(schema.items))
    widgetNames(schema.items as ISchema, names);
  return names;
}
