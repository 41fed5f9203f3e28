// The stores of a stack (stack.mjs): a database, Redis and an SMTP server, each given by the
// caller or started for the stack alone and undone on its stop. Types: stores.d.mts.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { startMail } from './mail.mjs';

const DEFAULT_DATABASE_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/**
 * A new database on `serverUrl`'s server (default DATABASE_URL, else the machine's Postgres):
 * `{ url, drop() }`. A stack makes one unless given a database; a benchmark that restarts its
 * processes keeps one across its stacks.
 */
export async function createThrowawayDatabase(label, serverUrl) {
  const server = serverUrl ?? process.env.DATABASE_URL ?? DEFAULT_DATABASE_SERVER;
  const { default: pg } = await import('pg');
  const name = `${label.replace(/[^a-z0-9_]/gi, '_')}_${process.pid}_${Date.now()}`;
  const query = async (sql) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await query(`CREATE DATABASE "${name}"`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/** Deletes every key under `keyPrefix` in the Redis at `url`. */
async function deleteKeys(url, keyPrefix) {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${keyPrefix}*`, 'COUNT', 1000);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/**
 * The stores `entries` need (`needs.schema`, `needs.redis`, `needs.mail`): the one `options` gives
 * (`database`, `redis`, `mail`), else one of the stack's own, fixed by `env` (DATABASE_URL's
 * server, REDIS_URL and REDIS_KEY_PREFIX, SMTP_URL) where it says so. What undoes a store of the
 * stack's own (drop the database, delete the key prefix's keys, stop the mail catcher) is pushed
 * on `cleanups`, to run last first.
 */
export async function openStores(entries, { options, env, root, freePort, output, cleanups }) {
  const needs = (what) => entries.some((entry) => entry.needs[what]);
  const label = options.name ?? 'stack';

  async function theDatabase() {
    if (options.database) return options.database;
    const database = await createThrowawayDatabase(label, env.DATABASE_URL);
    cleanups.push(database.drop);
    return database;
  }

  async function theRedis() {
    if (options.redis) return options.redis;
    const url = env.REDIS_URL ?? process.env.REDIS_URL ?? DEFAULT_REDIS_URL;
    if (env.REDIS_KEY_PREFIX) return { url, keyPrefix: env.REDIS_KEY_PREFIX };
    // A key prefix of its own: its keys go with it.
    const keyPrefix = `${label}:${randomUUID()}:`;
    cleanups.push(() => deleteKeys(url, keyPrefix));
    return { url, keyPrefix };
  }

  async function theMail() {
    if (options.mail) return options.mail;
    const smtpUrl = env.SMTP_URL;
    const directory = smtpUrl ? undefined : mkdtempSync(path.join(tmpdir(), 'stack-mail-'));
    if (directory) cleanups.push(async () => rmSync(directory, { recursive: true, force: true }));
    const mail = await startMail(root, output('mail'), {
      smtpUrl,
      directory,
      webPort: await freePort(),
    });
    cleanups.push(mail.stop);
    return mail;
  }

  const database = needs('schema') ? await theDatabase() : undefined;
  const redis = needs('redis') ? await theRedis() : undefined;
  const mail = needs('mail') ? await theMail() : undefined;
  return { database, redis, mail };
}
