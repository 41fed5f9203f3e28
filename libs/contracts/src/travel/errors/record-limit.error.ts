import { AppError } from '../../errors/app-error';
import { TRAVEL_MAX_RECORDS_PER_USER } from '../travel.constants';

/**
 * The 400 message when a change would take the user past `TRAVEL_MAX_RECORDS_PER_USER`.
 *
 * @example
 * travelRecordLimitMessage() // → 'You can keep at most 5,000 travel records (entries and exits). …'
 */
export function travelRecordLimitMessage(): string {
  return `You can keep at most ${TRAVEL_MAX_RECORDS_PER_USER.toLocaleString('en-US')} travel records (entries and exits). Delete old records you no longer need, then add this one.`;
}

/**
 * A new record (or visit) that would take the user past `TRAVEL_MAX_RECORDS_PER_USER` (400,
 * 'TRAVEL_RECORD_LIMIT'). `details` holds the limit and how many records the user has.
 *
 * @example
 * throw new TravelRecordLimitError(5_000);
 */
export class TravelRecordLimitError extends AppError {
  constructor(held: number) {
    super('TRAVEL_RECORD_LIMIT', travelRecordLimitMessage(), {
      details: { limit: TRAVEL_MAX_RECORDS_PER_USER, held },
    });
  }
}
