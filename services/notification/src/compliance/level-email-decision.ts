import type { ComplianceLevel } from '@app/schengen-rules';

const ORDER: readonly ComplianceLevel[] = ['safe', 'warning', 'danger', 'exceeded'];

/** A level above 'safe': the ones a level-change e-mail is about. */
export type RaisedLevel = Exclude<ComplianceLevel, 'safe'>;

/** Why a settled level check sends no e-mail. */
export type QuietReason = 'unchanged' | 'fell' | 'reminders-off';

export type LevelEmailDecision =
  | { send: true; level: RaisedLevel; previousLevel: ComplianceLevel }
  | { send: false; reason: QuietReason };

/**
 * Whether a settled level check e-mails: only when the level it found (`current`, from the
 * records as they are once the settle window has passed) is higher on the dashboard scale
 * (SPEC §4) than the last level settled (`previous`: the one last e-mailed, or lowered by a fall
 * since), and the user's `email_reminders` is on. Staying or falling is never e-mailed; in every
 * case the caller stores `current` as the new last level, so a later real rise e-mails again.
 *
 * @example
 * decideLevelEmail('safe', 'warning', { emailReminders: true })
 * // → { send: true, level: 'warning', previousLevel: 'safe' }
 * decideLevelEmail('exceeded', 'safe', { emailReminders: true }) // → { send: false, reason: 'fell' }
 */
export function decideLevelEmail(
  previous: ComplianceLevel,
  current: ComplianceLevel,
  { emailReminders }: { emailReminders: boolean },
): LevelEmailDecision {
  const rise = ORDER.indexOf(current) - ORDER.indexOf(previous);
  if (rise < 0) return { send: false, reason: 'fell' };
  if (rise === 0 || current === 'safe') return { send: false, reason: 'unchanged' };
  if (!emailReminders) return { send: false, reason: 'reminders-off' };
  return { send: true, level: current, previousLevel: previous };
}
