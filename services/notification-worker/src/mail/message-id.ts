import { createHash } from 'node:crypto';

/**
 * The Message-ID of a job's e-mail, derived from the job id: a message sent twice (a crash between
 * the send and the "sent" marker) carries the same id, so mail servers and clients can recognise
 * the duplicate. The id is hashed because job ids hold characters a Message-ID may not.
 *
 * @example
 * messageIdFor('event.9b2c…', 'schengen-tracker.example') // → '<email.1f3a…@schengen-tracker.example>'
 */
export function messageIdFor(jobId: string, domain: string): string {
  const digest = createHash('sha256').update(jobId, 'utf8').digest('hex').slice(0, 40);
  return `<email.${digest}@${domain}>`;
}
