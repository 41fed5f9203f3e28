// Runs the whole product as `npm start` does (scripts/start.mjs), on a free port with a throw-away
// database on DATABASE_URL's server (default: the machine's Postgres) and its own Redis key prefix,
// for the browser tests and the browser benchmarks. `stop()` sends SIGTERM, drops the database and
// resolves to the launcher's exit code (0 when it stopped cleanly).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import pg from 'pg';

import { freePort, waitFor } from './ports.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function startThrowawayStack({ name = 'e2e', env = {} } = {}) {
  const serverUrl =
    process.env.E2E_DATABASE_SERVER_URL ??
    process.env.DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  const database = `${name}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  const dbUrl = new URL(serverUrl);
  dbUrl.pathname = `/${database}`;
  const port = await freePort();
  const mailDirectory = mkdtempSync(path.join(tmpdir(), `${name}-mail-`));
  const baseUrl = `http://localhost:${port}`;
  const stack = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: dbUrl.toString(),
      REDIS_KEY_PREFIX: `${name}:${randomUUID()}:`,
      ADMIN_PASSWORD: 'e2e-admin-passphrase',
      MAIL_WEB_PORT: String(await freePort()),
      MAIL_DIRECTORY: mailDirectory,
      ...env,
    },
  });
  let output = '';
  stack.stdout.on('data', (d) => (output += d));
  stack.stderr.on('data', (d) => (output += d));

  const stop = async () => {
    const exited = new Promise((resolve) => stack.once('exit', (code) => resolve(code)));
    stack.kill('SIGTERM');
    const code =
      stack.exitCode ??
      (await Promise.race([exited, new Promise((r) => setTimeout(() => r('timeout'), 30_000))]));
    if (code !== 0) stack.kill('SIGKILL');
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
    rmSync(mailDirectory, { recursive: true, force: true });
    return code;
  };

  const up = await waitFor(
    async () => {
      if (stack.exitCode !== null) return true;
      // The launcher's last line comes after its own readiness wait (and after the mail
      // catcher's address, which the journeys read).
      if (!output.includes('Schengen Tracker is running at')) return false;
      try {
        return (await fetch(`${baseUrl}/health/ready`)).ok;
      } catch {
        return false;
      }
    },
    120_000,
    500,
  );
  if (!up || stack.exitCode !== null) {
    await stop();
    throw new Error(`the stack did not start:\n${output}`);
  }
  const inbox = /e-mails the product sends are caught at (\S+)/.exec(output)?.[1] ?? '';
  return { baseUrl, inbox, output: () => output, stop };
}
