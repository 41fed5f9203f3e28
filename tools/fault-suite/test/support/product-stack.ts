import { existsSync } from 'node:fs';
import path from 'node:path';

import { freePort, testKeysEnv } from '@app/testing';

import { PROCESSES } from '../../../../scripts/launcher/manifest.mjs';
import {
  type Exit,
  ROOT,
  type Stack,
  type StackProcess,
  startStack,
} from '../../../../scripts/launcher/stack.mjs';

export type { Exit };

/** The repository's root. */
export { ROOT };

/** The product's processes the suite runs: every one of the manifest but the web server. */
const SUITE_PROCESSES = PROCESSES.filter((entry) => entry.kind !== 'web');

export const ADMIN = {
  username: 'admin',
  email: 'admin@fault-suite.example',
  password: 'fault-suite-admin-passphrase',
};

/** Where the product keeps its state: the suite's private servers. */
export interface Dependencies {
  databaseUrl: string;
  redisUrl: string;
  smtpUrl: string;
}

/**
 * The whole product as `npm start` runs it (startStack over the process manifest: built dist/ of
 * every service, worker and the gateway, each its own process, migrated, the admin seeded, each
 * ready by its readiness probe), on the given Postgres, Redis and SMTP server. Unlike the
 * launcher, which stops everything when one process dies, each process can be killed and started
 * again on its own.
 *
 * Settings that differ from the defaults, so that a fault test takes seconds rather than minutes
 * (each is a documented variable of .env.example): stalled-job take-over after 3 s instead of 30 s,
 * e-mail retries from 500 ms (doubling, 15 tries), and rate limits that leave room for one test
 * client signing up dozens of users.
 */
export class ProductStack {
  private constructor(private readonly stack: Stack) {}

  static async start(dependencies: Dependencies): Promise<ProductStack> {
    const missing = SUITE_PROCESSES.filter(({ script }) => !existsSync(path.join(ROOT, script)));
    if (missing.length > 0) {
      throw new Error(
        `Not built: ${missing.map((p) => p.script).join(', ')}. Run node scripts/build.mjs --server-only first.`,
      );
    }
    const stack = await startStack({
      only: SUITE_PROCESSES.map((entry) => entry.name),
      inherit: Object.fromEntries(
        Object.entries(process.env).filter(
          ([name]) => !/^(STRIPE_|KAFKA_|DATABASE_|REDIS_|SMTP_)/.test(name),
        ),
      ),
      env: {
        NODE_ENV: 'development',
        NO_COLOR: '1',
        SESSION_SECRET: testKeysEnv()['SESSION_SECRET']!,
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        RATE_LIMIT_SIGN_UP_PER_IP: '10000',
        RATE_LIMIT_SIGN_IN_PER_IP: '10000',
        RATE_LIMIT_RECOVERY_PER_IP: '10000',
        RECOVERY_MIN_RESPONSE_MS: '50',
        EMAIL_RETRY_DELAY_MS: '500',
        EMAIL_JOB_ATTEMPTS: '15',
        EMAIL_LOCK_DURATION_MS: '3000',
        EMAIL_STALLED_INTERVAL_MS: '1000',
        PDF_LOCK_DURATION_MS: '3000',
        PDF_STALLED_INTERVAL_MS: '1000',
      },
      database: { url: dependencies.databaseUrl },
      redis: { url: dependencies.redisUrl, keyPrefix: '' },
      mail: { smtpUrl: dependencies.smtpUrl },
      seedAdmin: true,
      freePort,
    });
    return new ProductStack(stack);
  }

  get baseUrl(): string {
    return this.stack.urls.gateway!;
  }

  /** The running process `name` (throws when it is not running). */
  process(name: string): StackProcess {
    const child = this.stack.process(name);
    if (!child.running) throw new Error(`${name} is not running`);
    return child;
  }

  /** Starts `name` again (after a kill) and resolves once its readiness probe says ready. */
  startProcess(name: string): Promise<StackProcess> {
    return this.stack.process(name).restart();
  }

  /** Ends `name` with `signal` (SIGKILL: no shutdown hook runs) and waits until it is gone. */
  kill(name: string, signal: NodeJS.Signals = 'SIGKILL'): Promise<Exit> {
    return this.process(name).kill(signal);
  }

  /** Whether GET /health/ready answers 200 (Redis and every service up). */
  async ready(): Promise<true | undefined> {
    try {
      const response = await fetch(`${this.baseUrl}/health/ready`, {
        signal: AbortSignal.timeout(5_000),
      });
      return response.ok ? true : undefined;
    } catch {
      return undefined;
    }
  }

  /** Every process's newest output, for a failure report. */
  logs(lines = 25): string {
    return this.stack.logs(lines);
  }

  /**
   * Stops every process (startStack's stop order; SIGTERM, then SIGKILL after 15 s: more than a
   * service's 10 s drain grace) and resolves with how each ended.
   */
  async stop(): Promise<Array<{ name: string; exit: Exit }>> {
    const stops = await this.stack.stop();
    return stops.map(({ name, code, signal }) => ({ name, exit: { code, signal } }));
  }
}
