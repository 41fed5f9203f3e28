// Redis for `npm start`: REDIS_URL when set, else 127.0.0.1:6379 when it answers, else a
// redis-server from PATH with its data under .data/redis. The one it starts itself requires a
// password (`requirepass`, `password`: REDIS_PASSWORD from .data/secrets.json), so that nothing
// else on the machine reads or writes the product's sessions and queues; a Redis the launcher
// only uses (REDIS_URL, or the one on 6379) keeps whatever its owner configured
// (docs/security.md).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

import { localDataDir } from './data-dir.mjs';
import { freePort, redisAnswers, waitFor } from './ports.mjs';

export class MissingPrerequisite extends Error {}

export async function startRedis(root, log, password) {
  if (process.env.REDIS_URL) {
    log('using REDIS_URL');
    return { url: process.env.REDIS_URL, stop: async () => {} };
  }
  if (await redisAnswers('127.0.0.1', 6379)) {
    log('using the Redis on 127.0.0.1:6379');
    return { url: 'redis://127.0.0.1:6379', stop: async () => {} };
  }
  return startOwnRedis(root, log, password);
}

/** A redis-server from PATH on a free port, with `password` required and data under .data/redis. */
export async function startOwnRedis(root, log, password) {
  if (!password) throw new Error('the launcher starts Redis only with a password');
  if (spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).error) {
    throw new MissingPrerequisite(
      'Redis is needed: install it (e.g. `apt-get install redis-server`), start one on 127.0.0.1:6379, or set REDIS_URL.',
    );
  }
  const dir = path.join(localDataDir(root), 'redis');
  mkdirSync(dir, { recursive: true });
  const port = await freePort();
  const child = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      '--appendonly',
      'yes',
      '--save',
      '',
      '--maxmemory-policy',
      'noeviction',
      '--requirepass',
      password,
    ],
    // Its own process group: a terminal's Ctrl-C reaches the launcher only (processes.mjs).
    { stdio: 'ignore', detached: true },
  );
  if (!(await waitFor(() => redisAnswers('127.0.0.1', port, 1000, password), 10_000))) {
    child.kill('SIGKILL');
    throw new Error(`redis-server did not start on port ${port}`);
  }
  log(`redis-server on port ${port} with a password (data in ${path.relative(root, dir)})`);
  return {
    url: `redis://:${encodeURIComponent(password)}@127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
