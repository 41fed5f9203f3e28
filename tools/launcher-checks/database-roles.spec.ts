/**
 * Each service reads its own schema only (docs/security.md, "Services trust no unauthenticated
 * caller"): the roles `npm start` gives its services (scripts/launcher/database-roles.mjs, as the
 * launcher calls it) own their schema, run their migrations as themselves, and are refused every
 * other service's schema: as travel's role, `SELECT * FROM auth.users` fails. What an earlier
 * version made as the superuser passes to the service's role.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

import { Client } from 'pg';

import { type TestDatabase, createTestDatabase } from '@app/testing';

import { repoRoot } from './support/scratch-checkout';

const prefix = `lc${randomBytes(4).toString('hex')}_`;
const passwords = { auth: 'auth-role-password-0123456789', travel: 'travel-role-password-0123' };
let database: TestDatabase;
let urls: Record<keyof typeof passwords, string>;

async function query(url: string, sql: string): Promise<unknown[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

/** Runs the launcher's `provisionServiceRoles` on the test database: each service's URL. */
function provision(): Record<keyof typeof passwords, string> {
  const source = `
    import { provisionServiceRoles } from ${JSON.stringify(path.join(repoRoot, 'scripts/launcher/database-roles.mjs'))};
    const urls = await provisionServiceRoles(process.env.ADMIN_URL, ${JSON.stringify(passwords)}, { rolePrefix: ${JSON.stringify(prefix)} });
    console.log('RESULT ' + JSON.stringify(urls));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', source], {
    cwd: repoRoot,
    env: { ...process.env, ADMIN_URL: database.url },
    encoding: 'utf8',
    timeout: 30_000,
  });
  const result = /^RESULT (.*)$/m.exec(run.stdout)?.[1];
  expect({ status: run.status, stderr: run.stderr }).toMatchObject({ status: 0 });
  return JSON.parse(result!) as Record<keyof typeof passwords, string>;
}

beforeAll(async () => {
  database = await createTestDatabase();
  // What a version before the roles left: auth's schema and a table, the superuser's.
  await query(
    database.url,
    `CREATE SCHEMA auth; CREATE TABLE auth.users (id text PRIMARY KEY, email text);
     INSERT INTO auth.users VALUES ('u1', 'victim@example.com')`,
  );
  urls = provision();
});

afterAll(async () => {
  await database?.drop();
  const admin = new URL(database.url);
  admin.pathname = '/postgres';
  for (const service of Object.keys(passwords)) {
    await query(admin.toString(), `DROP ROLE IF EXISTS "${prefix}${service}"`);
  }
});

it('gives each service a role of its own, which owns its schema', async () => {
  expect(new URL(urls.travel).username).toBe(`${prefix}travel`);
  const owners = await query(
    database.url,
    `SELECT n.nspname AS schema, pg_get_userbyid(n.nspowner) AS owner FROM pg_namespace n
      WHERE n.nspname IN ('auth', 'travel') ORDER BY 1`,
  );
  expect(owners).toEqual([
    { schema: 'auth', owner: `${prefix}auth` },
    { schema: 'travel', owner: `${prefix}travel` },
  ]);
  // The table the superuser made is auth's now: its role reads it.
  expect(await query(urls.auth, 'SELECT id FROM auth.users')).toEqual([{ id: 'u1' }]);
});

it('runs a service’s migrations as its own role', () => {
  const migrate = spawnSync(
    process.execPath,
    [path.join(repoRoot, 'services/travel/dist/cli.js'), 'migrate'],
    { cwd: repoRoot, env: { ...process.env, DATABASE_URL: urls.travel }, encoding: 'utf8' },
  );
  expect({ status: migrate.status, stderr: migrate.stderr, stdout: migrate.stdout }).toMatchObject({
    status: 0,
  });
  expect(migrate.stdout).toMatch(/Applied \d+ migration\(s\) to "travel"|up to date/);
});

it('refuses travel’s role another service’s schema: SELECT * FROM auth.users', async () => {
  await expect(query(urls.travel, 'SELECT * FROM auth.users')).rejects.toThrow(
    /permission denied for schema auth/,
  );
  await expect(query(urls.travel, 'CREATE TABLE auth.stolen (id int)')).rejects.toThrow(
    /permission denied for schema auth/,
  );
  await expect(query(urls.travel, 'CREATE TABLE public.stolen (id int)')).rejects.toThrow(
    /permission denied for schema public/,
  );
  await expect(query(urls.auth, 'SELECT * FROM travel.entries')).rejects.toThrow(
    /permission denied for schema travel/,
  );
});

it('refuses the database to a role that is not a service’s', async () => {
  const admin = new URL(database.url);
  const role = `${prefix}other`;
  await query(database.url, `CREATE ROLE "${role}" LOGIN PASSWORD 'other-password'`);
  try {
    const other = new URL(database.url);
    other.username = role;
    other.password = 'other-password';
    await expect(query(other.toString(), 'SELECT 1')).rejects.toThrow(
      /permission denied for database/,
    );
  } finally {
    admin.pathname = '/postgres';
    await query(admin.toString(), `DROP ROLE "${role}"`);
  }
});
