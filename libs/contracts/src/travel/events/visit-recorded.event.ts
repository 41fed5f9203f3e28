import { IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';

import { IsEntityId } from '../../common/is-entity-id.decorator';
import { IsIsoCalendarDate } from '../../common/is-iso-calendar-date.decorator';
import { IsNotBefore } from '../../common/is-not-before.decorator';
import { IsNullable } from '../../common/is-nullable.decorator';
import { EventEnvelope } from '../../events/event-envelope';

export const VISIT_RECORDED_TOPIC = 'travel.visit.recorded.v1';

/**
 * A whole visit (an entry and its exit) was stored in one call. `aggregateId` is the entry
 * record's id. The two records also publish their own `travel.entry.created.v1`.
 */
export class VisitRecordedEvent extends EventEnvelope {
  @IsEntityId()
  userId!: string;

  /** The visit's traveller when not the account holder's (absent: the account holder's). */
  @IsOptional()
  @IsEntityId()
  travellerId?: string;

  @IsEntityId()
  entryId!: string;

  @IsEntityId()
  exitId!: string;

  /** YYYY-MM-DD */
  @IsIsoCalendarDate()
  entryDate!: string;

  /** YYYY-MM-DD, not before `entryDate`. */
  @IsIsoCalendarDate()
  @IsNotBefore('entryDate')
  exitDate!: string;

  @IsNullable()
  @IsString()
  @MaxLength(100)
  country!: string | null;

  /** The traveller's days used in the 180-day window ending today (UTC), with this visit stored. */
  @IsInt()
  @Min(0)
  daysUsed!: number;
}
