import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { Redis } from 'ioredis';

import { freePort } from '@app/testing';

import { Child, type Exit } from './child';
import { until } from './wait';

/**
 * A redis-server of the suite's own (never the machine's shared one), configured as `npm start`
 * runs one (scripts/launcher/redis.mjs): append-only file on, no RDB snapshots, no eviction. It
 * can be killed and started again on the same port and data directory, so the product's
 * connections come back to the same data.
 */
export class PrivateRedis {
  private server: Child | undefined;

  private constructor(
    readonly port: number,
    private readonly dir: string,
  ) {}

  /** Starts one on a free port (trying another should the port be taken meanwhile). */
  static async start(attempts = 3): Promise<PrivateRedis> {
    const redis = new PrivateRedis(
      await freePort(),
      mkdtempSync(path.join(tmpdir(), 'fault-redis-')),
    );
    try {
      await redis.start();
      return redis;
    } catch (error) {
      await redis.destroy();
      if (attempts <= 1) throw error;
      return PrivateRedis.start(attempts - 1);
    }
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  get isRunning(): boolean {
    return this.server?.isRunning ?? false;
  }

  /** Starts redis-server (again) and resolves once it answers PING. */
  async start(): Promise<void> {
    const settings: Record<string, string> = {
      port: String(this.port),
      bind: '127.0.0.1',
      dir: this.dir,
      appendonly: 'yes',
      save: '',
      'maxmemory-policy': 'noeviction',
    };
    const server = new Child(
      'redis',
      'redis-server',
      Object.entries(settings).flatMap(([name, value]) => [`--${name}`, value]),
    );
    this.server = server;
    await until(
      'the private redis-server to answer PING',
      async () => {
        if (!server.isRunning) throw new Error(`redis-server ended:\n${server.tail()}`);
        return (await this.ping()) ? true : undefined;
      },
      15_000,
      50,
    );
  }

  /** Ends the server with `signal` (SIGKILL: a crash, nothing flushed beyond the AOF writes). */
  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<Exit | undefined> {
    return this.server?.kill(signal);
  }

  /** A short-lived client of this server (the caller quits it). */
  client(): Redis {
    const client = new Redis(this.url, { maxRetriesPerRequest: 1, lazyConnect: true });
    // It reconnects by itself after a restart; the failures meanwhile are the test's to see.
    client.on('error', () => undefined);
    return client;
  }

  async destroy(): Promise<void> {
    await this.server?.kill('SIGKILL');
    rmSync(this.dir, { recursive: true, force: true });
  }

  private async ping(): Promise<boolean> {
    const probe = new Redis(this.url, {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
      connectTimeout: 500,
    });
    probe.on('error', () => undefined);
    try {
      await probe.connect();
      return (await probe.ping()) === 'PONG';
    } catch {
      return false;
    } finally {
      probe.disconnect();
    }
  }
}
