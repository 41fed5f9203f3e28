/** A lower-case Postgres identifier: what a service schema may be called (as @app/persistence). */
const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * The identifier double-quoted for SQL, or an Error when it is not a plain lower-case name (schema
 * names come from configuration, never from users, but are interpolated into SQL all the same).
 *
 * @example
 * quoteIdentifier('auth') // → '"auth"'
 */
export function quoteIdentifier(name: string): string {
  if (!IDENTIFIER.test(name)) {
    throw new Error(
      `Invalid schema name ${JSON.stringify(name)}: use lower-case letters, digits and underscores`,
    );
  }
  return `"${name}"`;
}
