import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message the catcher received: the parsed mail and its raw MIME text. */
export interface CaughtMail {
  parsed: ParsedMail;
  raw: string;
  envelopeTo: string[];
}

/**
 * An in-process SMTP server for tests (smtp-server), capturing every message. It can refuse
 * recipients with a 550, be stopped (connections refused) and started again on the same port.
 */
export class SmtpCatcher {
  readonly messages: CaughtMail[] = [];
  /** Recipients refused with "550 No such user". */
  readonly refusedRecipients = new Set<string>();
  private server: SMTPServer | undefined;
  private waiters: Array<() => void> = [];

  private constructor(readonly port: number) {}

  static async start(port: number): Promise<SmtpCatcher> {
    const catcher = new SmtpCatcher(port);
    await catcher.listen();
    return catcher;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async listen(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      closeTimeout: 50,
      onRcptTo: (address, _session, callback) => {
        if (this.refusedRecipients.has(address.address)) {
          const error = Object.assign(new Error('No such user'), { responseCode: 550 });
          callback(error);
          return;
        }
        callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          simpleParser(raw).then(
            (parsed) => {
              this.messages.push({
                parsed,
                raw,
                envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              });
              for (const wake of this.waiters.splice(0)) wake();
              callback();
            },
            (error: Error) => callback(error),
          );
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    server.on('error', () => undefined);
    this.server = server;
  }

  /** Stops accepting connections and drops the open ones. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Resolves once `count` messages have arrived in all, or rejects after `timeoutMs`. */
  async waitForMessages(count: number, timeoutMs = 10_000): Promise<CaughtMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.messages.length < count) {
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(`Expected ${count} message(s), got ${this.messages.length}`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 200));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.messages.slice(0, count);
  }
}
