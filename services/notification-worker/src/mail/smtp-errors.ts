import { UnrecoverableError } from 'bullmq';

/**
 * An SMTP 5xx reply (e.g. 550 unknown mailbox) is permanent: retrying cannot help, so the job
 * fails at once (BullMQ's `UnrecoverableError`) instead of using its remaining attempts.
 * Connection problems and 4xx replies are left as they are, and the job is retried with backoff.
 *
 * @example
 * await transport.sendMail(message).catch((error) => { throw classifySmtpError(error); });
 */
export function classifySmtpError(error: unknown): Error {
  const responseCode = (error as { responseCode?: unknown } | null)?.responseCode;
  const message = error instanceof Error ? error.message : String(error);
  if (typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600) {
    return new UnrecoverableError(`The mail server refused the message: ${message}`);
  }
  return error instanceof Error ? error : new Error(message);
}
