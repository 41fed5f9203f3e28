/**
 * Job ids of the `email` queue. They are derived, never random, so that producing the same e-mail
 * twice is a no-op; the worker also keys its "already sent" marker and the Message-ID on them.
 * They avoid ':' (BullMQ reserves it in custom ids).
 */

/**
 * The one e-mail job of a consumed event.
 *
 * @example
 * eventJobId('9b2c6f2e-…') // → 'event.9b2c6f2e-…'
 */
export function eventJobId(eventId: string): string {
  return `event.${eventId}`;
}

/**
 * One of several e-mail jobs of a consumed event (an e-mail change: a notice to the old address,
 * a link to the new one).
 *
 * @example
 * eventPartJobId('9b2c6f2e-…', 'notice') // → 'event.9b2c6f2e-….notice'
 */
export function eventPartJobId(eventId: string, part: string): string {
  return `${eventJobId(eventId)}.${part}`;
}

/**
 * The level-change e-mail of a traveller's settled level check, keyed by the travel changes
 * settled before it (`compliance_levels.changes_settled`): a check retried after a crash, before
 * it recorded what it did, enqueues the same id again (a no-op); the next rise has a higher count.
 * The account holder's keeps the user's own key (no traveller id).
 *
 * @example
 * levelChangeJobId(userId, 3) // → 'level-change.<userId>.3'
 * levelChangeJobId(userId, 3, travellerId) // → 'level-change.<userId>.<travellerId>.3'
 */
export function levelChangeJobId(
  userId: string,
  changesSettled: number,
  travellerId?: string | null,
): string {
  return travellerId
    ? `level-change.${userId}.${travellerId}.${changesSettled}`
    : `level-change.${userId}.${changesSettled}`;
}

/**
 * One recipient's job of an admin bulk send.
 *
 * @example
 * bulkJobId(batchId, userId) // → 'bulk.<batchId>.<userId>'
 */
export function bulkJobId(batchId: string, userId: string): string {
  return `bulk.${batchId}.${userId}`;
}
