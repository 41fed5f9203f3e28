import { SMTPServer } from 'smtp-server';

import { freePort } from '@app/testing';

/** One e-mail the catcher received: the envelope recipients and the raw message. */
export interface CaughtMail {
  to: string[];
  raw: string;
}

export interface SmtpCatcher {
  /** For the services' environment: `SMTP_URL`. */
  url: string;
  /** Every e-mail received so far, in order. */
  mails: CaughtMail[];
  close(): Promise<void>;
}

/** An SMTP server in this process that keeps every e-mail the notification worker sends. */
export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    closeTimeout: 100,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
