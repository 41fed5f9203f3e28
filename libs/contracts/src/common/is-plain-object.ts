/**
 * Tells whether a value is a plain object, as `JSON.parse` makes: not null, not an array, not a
 * class instance.
 *
 * @example
 * isPlainObject({ a: 1 }) // → true
 * isPlainObject([1]) // → false
 */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
