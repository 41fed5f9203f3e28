/** A lower-case Postgres identifier: what a service schema may be called. */
export const SCHEMA_NAME_FORMAT = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Returns the schema name, double-quoted for SQL, or throws when it is not a plain lower-case
 * identifier (schema names come from configuration, never from users, but are still checked
 * because they are interpolated into DDL).
 *
 * @example
 * quoteSchema('auth') // → '"auth"'
 */
export function quoteSchema(schema: string): string {
  if (!SCHEMA_NAME_FORMAT.test(schema)) {
    throw new Error(
      `Invalid schema name ${JSON.stringify(schema)}: use lower-case letters, digits and underscores`,
    );
  }
  return `"${schema}"`;
}

/**
 * A TypeORM table path (`schema.table`, or `table`) quoted for SQL, each part as an identifier.
 *
 * @example
 * quoteTablePath(manager.connection.getMetadata(OutboxEventEntity).tablePath) // → '"travel"."outbox"'
 */
export function quoteTablePath(tablePath: string): string {
  return tablePath
    .split('.')
    .map((part) => `"${part.replaceAll('"', '""')}"`)
    .join('.');
}
