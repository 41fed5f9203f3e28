/**
 * The stays of a list of visits, for the window and planning functions.
 *
 * @example
 * visitsToStays(pairVisits(records)); // → [{ entry: '2025-01-01', exit: '2025-01-10' }, …]
 */
import type { Stay } from '../types';

import type { Visit } from './pair-visits';

export function visitsToStays(visits: readonly Pick<Visit, 'entryDate' | 'exitDate'>[]): Stay[] {
  return visits.map((visit) => ({ entry: visit.entryDate, exit: visit.exitDate }));
}
