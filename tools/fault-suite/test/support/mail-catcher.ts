import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { freePort } from '@app/testing';

import { Child } from './child';
import { ROOT } from './product-stack';
import { until } from './wait';

/** The catcher's own entry point (its package exports no subpaths), run on this Node. */
const MAILDEV = path.join(ROOT, 'node_modules/maildev/dist/bin/maildev.js');

/** A message in the catcher's inbox, as its API lists it. */
interface ListedMail {
  id: string;
  subject: string;
  to: Array<{ address: string }>;
  headers: Record<string, string | string[]>;
}

/** A message in the catcher's inbox, with its Message-ID header. */
export interface CaughtMail extends ListedMail {
  messageId: string | undefined;
}

/**
 * The product's SMTP server: the mail catcher `npm start` runs (maildev, scripts/launcher/mail.mjs),
 * with its messages in a temporary directory. It can be stopped (SMTP refuses connections, as a
 * mail server that is down does) and started again on the same ports; maildev reloads the
 * messages from its directory, so the inbox is the whole run's. `freeze()` suspends the process
 * (SIGSTOP): connections are accepted by the kernel but never answered, which holds an e-mail
 * job in the middle of its send.
 */
export class MailCatcher {
  private server: Child | undefined;

  private constructor(
    readonly smtpPort: number,
    readonly webPort: number,
    private readonly dir: string,
  ) {}

  /** Starts one on free ports (trying others should a port be taken meanwhile). */
  static async start(attempts = 3): Promise<MailCatcher> {
    const catcher = new MailCatcher(
      await freePort(),
      await freePort(),
      mkdtempSync(path.join(tmpdir(), 'fault-mail-')),
    );
    try {
      await catcher.start();
      return catcher;
    } catch (error) {
      await catcher.destroy();
      if (attempts <= 1) throw error;
      return MailCatcher.start(attempts - 1);
    }
  }

  get smtpUrl(): string {
    return `smtp://127.0.0.1:${this.smtpPort}`;
  }

  get isRunning(): boolean {
    return this.server?.isRunning ?? false;
  }

  async start(): Promise<void> {
    const options: Record<string, string> = {
      smtp: String(this.smtpPort),
      web: String(this.webPort),
      ip: '127.0.0.1',
      'web-ip': '127.0.0.1',
      'mail-directory': this.dir,
    };
    const args = Object.entries(options).flatMap(([name, value]) => [`--${name}`, value]);
    const server = new Child('maildev', process.execPath, [MAILDEV, ...args, '--silent']);
    this.server = server;
    await until(
      'the mail catcher to answer',
      async () => {
        if (!server.isRunning) {
          const { code, signal } = await server.exited;
          throw new Error(
            `maildev (SMTP ${this.smtpPort}, web ${this.webPort}) ended (${signal ?? code}):\n${server.tail()}`,
          );
        }
        return (await this.inbox()) && true;
      },
      20_000,
      100,
    );
  }

  /** Stops the mail server: from now on SMTP connections are refused. */
  async stop(): Promise<void> {
    this.server?.signal('SIGCONT');
    await this.server?.stop(5_000);
  }

  /** Suspends the mail server: connections hang without a greeting until `thaw()`. */
  freeze(): void {
    this.server?.signal('SIGSTOP');
  }

  thaw(): void {
    this.server?.signal('SIGCONT');
  }

  /** Every message received so far (in arrival order). */
  async inbox(): Promise<CaughtMail[]> {
    const response = await fetch(`http://127.0.0.1:${this.webPort}/api/email`, {
      signal: AbortSignal.timeout(5_000),
    });
    if (!response.ok) throw new Error(`the mail catcher answered ${response.status}`);
    return ((await response.json()) as ListedMail[]).map((mail) => {
      const header = mail.headers['message-id'];
      return { ...mail, messageId: Array.isArray(header) ? header[0] : header };
    });
  }

  /** The plain-text part of message `id`. */
  async textOf(id: string): Promise<string> {
    const response = await fetch(`http://127.0.0.1:${this.webPort}/api/email/${id}`, {
      signal: AbortSignal.timeout(5_000),
    });
    return ((await response.json()) as { text?: string }).text ?? '';
  }

  /** The messages sent to `address`. */
  async messagesTo(address: string): Promise<CaughtMail[]> {
    return (await this.inbox()).filter((mail) => mail.to.some((to) => to.address === address));
  }

  async destroy(): Promise<void> {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
