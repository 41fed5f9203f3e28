import { IsIn, IsInt, Min } from 'class-validator';

import { IsEntityId } from '../../common/is-entity-id.decorator';
import { IsIsoCalendarDate } from '../../common/is-iso-calendar-date.decorator';
import { EventEnvelope } from '../../events/event-envelope';
import { ENTRY_TYPES, type EntryType } from '../dto/travel-entry.dto';

/** The travel record an `travel.entry.*` event is about. `aggregateId` is the record's id. */
export abstract class TravelRecordPayload extends EventEnvelope {
  @IsEntityId()
  userId!: string;

  @IsIn(ENTRY_TYPES)
  entryType!: EntryType;

  /** YYYY-MM-DD */
  @IsIsoCalendarDate()
  entryDate!: string;

  /**
   * The user's days used in the 180-day window ending today (UTC), after the change: every stay,
   * an ongoing one counted up to today (`@app/schengen-rules` `daysUsed`).
   */
  @IsInt()
  @Min(0)
  daysUsed!: number;
}
