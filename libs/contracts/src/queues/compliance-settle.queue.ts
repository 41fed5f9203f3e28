/**
 * The BullMQ queue of the notification service's settled level checks. A change of a user's
 * travel records does not e-mail at once: it adds (or pushes back) one delayed
 * 'settled-level-check' for that user, `COMPLIANCE_SETTLE_MS` later (BullMQ deduplication keyed
 * by `complianceSettleKey(userId)`, rescheduled while delayed, so a burst of changes gives one
 * check). When it runs, the check reads the user's records as they are then and e-mails only a
 * level that really rose. The notification service both produces and processes these jobs; the
 * queue uses the same `bullPrefix(REDIS_KEY_PREFIX)` as `email`.
 *
 * @example
 * await settleQueue.add(ComplianceSettleJobs.SettledLevelCheck, { userId }, {
 *   delay: 60_000,
 *   deduplication: { id: complianceSettleKey(userId), reschedule: true, keepLastIfActive: true },
 * });
 */
export const COMPLIANCE_SETTLE_QUEUE = 'compliance-settle';

export const ComplianceSettleJobs = {
  SettledLevelCheck: 'settled-level-check',
} as const;

export type ComplianceSettleJobName =
  (typeof ComplianceSettleJobs)[keyof typeof ComplianceSettleJobs];

/** 'settled-level-check': whose level to evaluate; everything else is read when it runs. */
export interface SettledLevelCheckJob {
  userId: string;
  /** Another traveller of the account (ADR 0034 part 5); absent: the account holder. */
  travellerId?: string;
}

/** The payload type of each job of the `compliance-settle` queue. */
export interface ComplianceSettleJobPayloads {
  'settled-level-check': SettledLevelCheckJob;
}

/**
 * The deduplication id of a traveller's settled level check: at most one is waiting per traveller
 * (no ':', which BullMQ reserves in ids). The account holder's keeps the user's own key.
 *
 * @example
 * complianceSettleKey('5f0c6a3e-…') // → 'level.5f0c6a3e-…'
 * complianceSettleKey('5f0c6a3e-…', '9b2c…') // → 'level.5f0c6a3e-….9b2c…'
 */
export function complianceSettleKey(userId: string, travellerId?: string | null): string {
  return travellerId ? `level.${userId}.${travellerId}` : `level.${userId}`;
}
