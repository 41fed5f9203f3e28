import type { ComplianceLevel } from '@app/schengen-rules';

const ORDER: readonly ComplianceLevel[] = ['safe', 'warning', 'danger', 'exceeded'];

/** A level above 'safe': the ones a compliance reminder is about. */
export type RaisedLevel = Exclude<ComplianceLevel, 'safe'>;

/**
 * Whether going from `previous` to `next` moves the user up the dashboard scale (SPEC §4): into
 * warning, danger or exceeded from a lower level. Staying or falling is not a rise.
 *
 * @example
 * isRise('safe', 'warning') // → true
 * isRise('danger', 'warning') // → false
 */
export function isRise(previous: ComplianceLevel, next: ComplianceLevel): next is RaisedLevel {
  return ORDER.indexOf(next) > ORDER.indexOf(previous);
}
