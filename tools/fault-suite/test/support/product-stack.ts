import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';

import { freePort, testKeysEnv } from '@app/testing';

import { Child, type Exit } from './child';
import { until } from './wait';

/** The repository's root. */
export const ROOT = path.resolve(__dirname, '../../../..');

/** The product's processes, named as `npm start` names them (scripts/start.mjs). */
export type ProcessName =
  | 'auth'
  | 'notification'
  | 'notify-worker'
  | 'travel'
  | 'billing'
  | 'reporting'
  | 'pdf-worker'
  | 'gateway';

const PROCESSES: Record<ProcessName, { script: string; readyLine: string }> = {
  auth: { script: 'services/auth/dist/main.js', readyLine: 'Auth service listening' },
  notification: {
    script: 'services/notification/dist/main.js',
    readyLine: 'Notification service listening',
  },
  'notify-worker': {
    script: 'services/notification-worker/dist/main.js',
    readyLine: 'E-mail worker ready',
  },
  travel: { script: 'services/travel/dist/main.js', readyLine: 'Travel service listening' },
  billing: { script: 'services/billing/dist/main.js', readyLine: 'Billing service listening' },
  reporting: {
    script: 'services/reporting/dist/main.js',
    readyLine: 'Reporting service listening',
  },
  'pdf-worker': { script: 'services/reporting-worker/dist/main.js', readyLine: 'PDF worker ready' },
  gateway: { script: 'gateway/dist/main.js', readyLine: 'Listening on http' },
};

/** Services whose schema `<service>/dist/cli.js migrate` creates, in start.mjs's order. */
const MIGRATED = ['auth', 'notification', 'travel', 'billing', 'reporting'];

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
 * The whole product as `npm start` runs it (built dist/ of every service, worker and the gateway,
 * each its own process, migrated and with the admin seeded), on the given Postgres, Redis and SMTP
 * server. Unlike the launcher, which stops everything when one process dies, each process can be
 * killed and started again on its own.
 *
 * Settings that differ from the defaults, so that a fault test takes seconds rather than minutes
 * (each is a documented variable of .env.example): stalled-job take-over after 3 s instead of 30 s,
 * e-mail retries from 500 ms (doubling, 15 tries), and rate limits that leave room for one test
 * client signing up dozens of users.
 */
export class ProductStack {
  private readonly running = new Map<ProcessName, Child>();
  private readonly ended: Child[] = [];

  private constructor(
    private readonly env: Record<string, string>,
    readonly port: number,
  ) {}

  static async start(dependencies: Dependencies): Promise<ProductStack> {
    const missing = Object.values(PROCESSES).filter(
      ({ script }) => !existsSync(path.join(ROOT, script)),
    );
    if (missing.length > 0) {
      throw new Error(
        `Not built: ${missing.map((p) => p.script).join(', ')}. Run node scripts/build.mjs --server-only first.`,
      );
    }
    const port = await freePort();
    const secret = (): string => randomBytes(32).toString('base64url');
    const inherited = Object.fromEntries(
      Object.entries(process.env).filter(
        (entry): entry is [string, string] =>
          entry[1] !== undefined && !/^(STRIPE_|KAFKA_|DATABASE_|REDIS_|SMTP_)/.test(entry[0]),
      ),
    );
    const env: Record<string, string> = {
      ...inherited,
      NODE_ENV: 'development',
      NO_COLOR: '1',
      DATABASE_URL: dependencies.databaseUrl,
      REDIS_URL: dependencies.redisUrl,
      SMTP_URL: dependencies.smtpUrl,
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      AUTH_SERVICE_PORT: String(await freePort()),
      NOTIFICATION_SERVICE_PORT: String(await freePort()),
      TRAVEL_SERVICE_PORT: String(await freePort()),
      BILLING_SERVICE_PORT: String(await freePort()),
      REPORTING_SERVICE_PORT: String(await freePort()),
      RESET_TOKEN_SECRET: secret(),
      UNSUBSCRIBE_SECRET: secret(),
      MFA_ENCRYPTION_KEY: secret(),
      ...testKeysEnv(),
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
    };
    const stack = new ProductStack(env, port);
    for (const service of MIGRATED) {
      await stack.runOnce(`migrate ${service}`, `services/${service}/dist/cli.js`, ['migrate']);
    }
    await stack.runOnce('seed admin', 'services/auth/dist/cli.js', ['seed-admin']);
    try {
      await Promise.all(
        (Object.keys(PROCESSES) as ProcessName[]).map((name) => stack.startProcess(name)),
      );
      await until('the gateway to be ready', () => stack.ready(), 60_000, 250);
    } catch (error) {
      await stack.stop();
      throw error;
    }
    return stack;
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The running process `name` (throws when it is not running). */
  process(name: ProcessName): Child {
    const child = this.running.get(name);
    if (!child) throw new Error(`${name} is not running`);
    return child;
  }

  /** Starts `name` (again) and resolves once it says it is ready. */
  async startProcess(name: ProcessName): Promise<Child> {
    const current = this.running.get(name);
    if (current?.isRunning) throw new Error(`${name} is already running`);
    const { script, readyLine } = PROCESSES[name];
    const child = new Child(
      name,
      process.execPath,
      ['--enable-source-maps', path.join(ROOT, script)],
      {
        cwd: ROOT,
        env: this.env,
      },
    );
    this.running.set(name, child);
    await child.waitForLine(readyLine, 60_000);
    return child;
  }

  /** Ends `name` with `signal` (SIGKILL: no shutdown hook runs) and waits until it is gone. */
  async kill(name: ProcessName, signal: NodeJS.Signals = 'SIGKILL'): Promise<Exit> {
    const child = this.process(name);
    const exit = await child.kill(signal);
    this.running.delete(name);
    this.ended.push(child);
    return exit;
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
    return [...this.ended, ...this.running.values()].map((child) => child.tail(lines)).join('\n');
  }

  /**
   * Stops every process (SIGTERM, then SIGKILL after 15 s: more than a service's 10 s drain grace)
   * and resolves with how each ended.
   */
  async stop(): Promise<Array<{ name: string; exit: Exit }>> {
    const all = [...this.running.values()];
    this.running.clear();
    this.ended.push(...all);
    return Promise.all(
      all.map(async (child) => ({ name: child.name, exit: await child.stop(15_000) })),
    );
  }

  private async runOnce(label: string, script: string, args: string[]): Promise<void> {
    const child = new Child(label, process.execPath, [path.join(ROOT, script), ...args], {
      cwd: ROOT,
      env: this.env,
    });
    const { code, signal } = await child.exited;
    if (code !== 0) throw new Error(`${label} failed (${signal ?? code}):\n${child.tail()}`);
  }
}
