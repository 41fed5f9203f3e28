// Each service's own Postgres role for `npm start`'s embedded Postgres (docs/security.md, "Each
// service reads its own schema only"): `<prefix><service>` logs in with its own password, owns its
// schema and everything in it (so its migrations run as itself), and has no right on any other
// schema: a compromised travel service cannot `SELECT * FROM auth.users`. Nobody else may connect
// to the database or use a service's schema. Run as the superuser on every start: it creates what
// is missing and takes over what an earlier version made as the superuser.
import pg from 'pg';

/** The role names of `npm start`: schengen_auth, schengen_travel, … */
export const ROLE_PREFIX = 'schengen_';

/**
 * Creates or updates the role of each service in `passwords` (`{ auth: '…', travel: '…' }`) on
 * the database of `adminUrl` (a superuser's URL), gives it its schema of the same name, and
 * resolves each service's own URL: `{ auth: 'postgres://schengen_auth:…@…/db', … }`.
 */
export async function provisionServiceRoles(
  adminUrl,
  passwords,
  { rolePrefix = ROLE_PREFIX } = {},
) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  const urls = {};
  try {
    const { rows } = await client.query('SELECT current_database() AS name');
    const database = client.escapeIdentifier(rows[0].name);
    // Only the services' roles (and superusers) connect; nothing may create in `public`.
    await client.query(`REVOKE ALL ON DATABASE ${database} FROM PUBLIC`);
    await client.query('REVOKE CREATE ON SCHEMA public FROM PUBLIC');
    for (const [service, password] of Object.entries(passwords)) {
      if (!/^[a-z][a-z0-9_]*$/.test(service)) throw new Error(`not a schema name: ${service}`);
      if (!password) throw new Error(`no database password for ${service}`);
      const name = `${rolePrefix}${service}`;
      const role = client.escapeIdentifier(name);
      const schema = client.escapeIdentifier(service);
      const exists = await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [name]);
      if (exists.rowCount === 0) await client.query(`CREATE ROLE ${role}`);
      await client.query(
        `ALTER ROLE ${role} WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD ${client.escapeLiteral(password)}`,
      );
      await client.query(`GRANT CONNECT ON DATABASE ${database} TO ${role}`);
      await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema} AUTHORIZATION ${role}`);
      await client.query(`ALTER SCHEMA ${schema} OWNER TO ${role}`);
      await client.query(`REVOKE ALL ON SCHEMA ${schema} FROM PUBLIC`);
      await takeOver(client, service, name);
      const url = new URL(adminUrl);
      url.username = name;
      url.password = password;
      urls[service] = url.toString();
    }
  } finally {
    await client.end();
  }
  return urls;
}

/** Gives `role` what another role (the superuser, before roles existed) made in `schema`. */
async function takeOver(client, schema, role) {
  const owner = client.escapeIdentifier(role);
  const { rows: relations } = await client.query(
    `SELECT c.relname AS name, c.relkind AS kind
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1 AND pg_get_userbyid(c.relowner) <> $2
        AND (c.relkind IN ('r', 'p', 'v', 'm', 'f')
             OR (c.relkind = 'S' AND NOT EXISTS (
               SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype IN ('a', 'i'))))`,
    [schema, role],
  );
  const kinds = {
    r: 'TABLE',
    p: 'TABLE',
    f: 'TABLE',
    v: 'VIEW',
    m: 'MATERIALIZED VIEW',
    S: 'SEQUENCE',
  };
  for (const { name, kind } of relations) {
    const qualified = `${client.escapeIdentifier(schema)}.${client.escapeIdentifier(name)}`;
    await client.query(`ALTER ${kinds[kind]} ${qualified} OWNER TO ${owner}`);
  }
  const { rows: types } = await client.query(
    `SELECT t.typname AS name FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
      WHERE n.nspname = $1 AND t.typtype IN ('e', 'd') AND pg_get_userbyid(t.typowner) <> $2`,
    [schema, role],
  );
  for (const { name } of types) {
    const qualified = `${client.escapeIdentifier(schema)}.${client.escapeIdentifier(name)}`;
    await client.query(`ALTER TYPE ${qualified} OWNER TO ${owner}`);
  }
  const { rows: functions } = await client.query(
    `SELECT p.oid::regprocedure::text AS signature FROM pg_proc p
       JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = $1 AND pg_get_userbyid(p.proowner) <> $2`,
    [schema, role],
  );
  for (const { signature } of functions) {
    await client.query(`ALTER ROUTINE ${signature} OWNER TO ${owner}`);
  }
}
