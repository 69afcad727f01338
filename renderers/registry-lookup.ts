/** Own-key lookup: a schema naming "toString" or "constructor" must not reach Object.prototype. */
export function lookup<T>(registry: Record<string, T>, name: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(registry, name) ? registry[name] : undefined;
}
