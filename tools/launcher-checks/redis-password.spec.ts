/**
 * The Redis that `npm start` runs itself requires a password (docs/security.md, "Services trust
 * no unauthenticated caller"): a client without it can neither read nor write (no session, no
 * queue), the launcher's own URL carries it.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { repoRoot } from './support/scratch-checkout';

let dataDir: string;

beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'redis-password-'));
});

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

it('refuses every command without the password, and answers the launcher’s URL', () => {
  const source = `
    import { startOwnRedis } from ${JSON.stringify(path.join(repoRoot, 'scripts/launcher/redis.mjs'))};
    import { Redis } from 'ioredis';
    const redis = await startOwnRedis(process.cwd(), () => undefined, 'a-launcher-password-0123456789');
    const port = Number(new URL(redis.url).port);
    const anonymous = new Redis({ port, lazyConnect: true, maxRetriesPerRequest: 0 });
    const withUrl = new Redis(redis.url, { maxRetriesPerRequest: 0 });
    try {
      const refused = await anonymous.set('session:forged', '{"userId":"admin"}').catch((e) => e.message);
      const answered = await withUrl.ping();
      console.log('RESULT ' + JSON.stringify({ refused, answered, url: redis.url.replace(/:\\d+$/, '') }));
    } finally {
      anonymous.disconnect();
      withUrl.disconnect();
      await redis.stop();
    }`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', source], {
    cwd: repoRoot,
    env: { ...process.env, LOCAL_DATA_DIR: dataDir },
    encoding: 'utf8',
    timeout: 30_000,
  });
  const result = /^RESULT (.*)$/m.exec(run.stdout)?.[1];
  expect({ status: run.status, stderr: run.stderr, found: Boolean(result) }).toMatchObject({
    status: 0,
    found: true,
  });
  expect(JSON.parse(result!)).toEqual({
    refused: expect.stringMatching(/NOAUTH/),
    answered: 'PONG',
    url: 'redis://:a-launcher-password-0123456789@127.0.0.1',
  });
});
