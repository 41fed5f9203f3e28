import { IsIn, IsInt, IsOptional, Min } from 'class-validator';

import { IsEntityId } from '../../common/is-entity-id.decorator';
import { IsIsoCalendarDate } from '../../common/is-iso-calendar-date.decorator';
import { EventEnvelope } from '../../events/event-envelope';
import { ENTRY_TYPES, type EntryType } from '../dto/travel-entry.dto';

/** The travel record an `travel.entry.*` event is about. `aggregateId` is the record's id. */
export abstract class TravelRecordPayload extends EventEnvelope {
  @IsEntityId()
  userId!: string;

  /**
   * The traveller of the account the record belongs to when it is not the account holder's
   * (absent: the account holder's, as on the API and in events from before travellers; ADR 0034).
   */
  @IsOptional()
  @IsEntityId()
  travellerId?: string;

  @IsIn(ENTRY_TYPES)
  entryType!: EntryType;

  /** YYYY-MM-DD */
  @IsIsoCalendarDate()
  entryDate!: string;

  /**
   * The traveller's days used in the 180-day window ending today (UTC), after the change: every stay,
   * an ongoing one counted up to today (`@app/schengen-rules` `daysUsed`).
   */
  @IsInt()
  @Min(0)
  daysUsed!: number;
}
