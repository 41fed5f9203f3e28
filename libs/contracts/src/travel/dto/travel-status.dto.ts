import { IsOptional } from 'class-validator';

import { IsIsoCalendarDate } from '../../common/is-iso-calendar-date.decorator';
import type { ComplianceLevelName } from '../../queues/email.queue';
import { TravellerChoiceDto } from '../travellers/traveller-choice.dto';
import { TravellerRpcRequest } from './travel-rpc-requests.dto';

/** The message of a `date` that is not a calendar day (400). */
const STATUS_DATE_MESSAGE =
  'date must be a real calendar date in the form YYYY-MM-DD, e.g. 2025-06-15';

/**
 * `GET /api/status?traveller_id=&date=` (issue #22): the traveller's status as the dashboard shows
 * it on `date` (absent: the traveller's today, in the account's profile time zone).
 */
export class TravelStatusQueryDto extends TravellerChoiceDto {
  @IsOptional()
  @IsIsoCalendarDate({ message: STATUS_DATE_MESSAGE })
  date?: string;
}

/** `TravelPatterns.Status`: the signed-in user, one of their travellers and the day. */
export class TravelStatusRpcRequest extends TravellerRpcRequest {
  @IsOptional()
  @IsIsoCalendarDate({ message: STATUS_DATE_MESSAGE })
  date?: string;
}

/**
 * A traveller's 90/180 status on `date`, computed by `@app/schengen-rules` as the dashboard does
 * (`summariseRecords` on the dashboard scale, with `date` as today: an ongoing visit counts up to
 * it) and `lastDayToStayOn`.
 */
export interface TravelStatusDto {
  /** YYYY-MM-DD */
  date: string;
  /** Days used in the 180-day window ending on `date`. */
  days_used: number;
  /** Days of the 90 not used in that window. */
  days_left: number;
  level: ComplianceLevelName;
  /**
   * YYYY-MM-DD: inside a visit on `date`, that visit's "Last day to stay" (the travel history's);
   * outside, the latest exit of a stay entered on `date` (the planner's). Null when not even
   * `date` is allowed.
   */
  last_day_to_stay: string | null;
}
