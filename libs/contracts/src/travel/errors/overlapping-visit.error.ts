import { ConflictError } from '../../errors/conflict.error';

/** The stored visit a new one overlaps: `exitDate` null for an ongoing visit. */
export interface OverlappedVisit {
  /** YYYY-MM-DD */
  entryDate: string;
  /** YYYY-MM-DD, or null when the visit is ongoing. */
  exitDate: string | null;
}

/**
 * The 409 message naming the visit a new one overlaps.
 *
 * @example
 * overlappingVisitMessage({ entryDate: '2025-03-01', exitDate: '2025-03-10' })
 * // → 'This visit overlaps your visit from 2025-03-01 to 2025-03-10.'
 */
export function overlappingVisitMessage({ entryDate, exitDate }: OverlappedVisit): string {
  return exitDate === null
    ? `This visit overlaps your ongoing visit from ${entryDate}.`
    : `This visit overlaps your visit from ${entryDate} to ${exitDate}.`;
}

/**
 * A recorded visit whose days overlap a visit the user already has (409,
 * 'TRAVEL_OVERLAPPING_VISIT'). `details` holds `{ entryDate, exitDate }` of the existing visit.
 *
 * @example
 * throw new OverlappingVisitError({ entryDate: '2025-03-01', exitDate: '2025-03-10' });
 */
export class OverlappingVisitError extends ConflictError {
  readonly overlapped: OverlappedVisit;

  constructor(overlapped: OverlappedVisit) {
    super(overlappingVisitMessage(overlapped), {
      code: 'TRAVEL_OVERLAPPING_VISIT',
      details: { entryDate: overlapped.entryDate, exitDate: overlapped.exitDate },
    });
    this.overlapped = { ...overlapped };
  }
}
