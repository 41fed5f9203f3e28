/**
 * The RPC keys `npm start` generates (docs/security.md, "Keys and their rotation"): one key pair
 * for each caller of `RPC_CALLERS` in @app/contracts (the launcher reads the callers from the
 * process manifest, as it runs before any build), kept in .data/rpc-keys.json readable by its owner only, each
 * process given its own private key and nothing else.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { RPC_CALLERS } from '@app/contracts';

import { repoRoot } from './support/scratch-checkout';

let dataDir: string;

beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'rpc-keys-'));
});

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

it('keeps a key pair per caller of the access table, and gives each process its own key only', () => {
  const source = `
    import { RPC_CALLERS, localRpcKeys } from ${JSON.stringify(path.join(repoRoot, 'scripts/launcher/rpc-keys.mjs'))};
    const keys = localRpcKeys(process.cwd());
    const given = Object.fromEntries(RPC_CALLERS.map((caller) => [caller, Object.keys(keys.privateKeyEnv(caller))]));
    console.log('RESULT ' + JSON.stringify({ callers: RPC_CALLERS, trusted: Object.keys(JSON.parse(keys.publicKeys)), given }));`;
  const env: NodeJS.ProcessEnv = { ...process.env, LOCAL_DATA_DIR: dataDir };
  for (const name of Object.keys(env)) if (/RPC_(PUBLIC|PRIVATE)_KEY/.test(name)) delete env[name];
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', source], {
    cwd: repoRoot,
    env,
    encoding: 'utf8',
    timeout: 30_000,
  });
  const result = /^RESULT (.*)$/m.exec(run.stdout)?.[1];
  expect({ status: run.status, stderr: run.stderr, found: Boolean(result) }).toMatchObject({
    status: 0,
    found: true,
  });
  const { callers, trusted, given } = JSON.parse(result!) as {
    callers: string[];
    trusted: string[];
    given: Record<string, string[]>;
  };
  expect([...callers].sort()).toEqual([...RPC_CALLERS].sort());
  expect([...trusted].sort()).toEqual([...RPC_CALLERS].sort());
  expect(given['notification-worker']).toEqual(['NOTIFICATION_WORKER_RPC_PRIVATE_KEY']);
  expect(given['gateway']).toEqual(['GATEWAY_RPC_PRIVATE_KEY']);
  expect(statSync(path.join(dataDir, 'rpc-keys.json')).mode & 0o777).toBe(0o600);
});
