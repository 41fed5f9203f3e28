import { IsString, MaxLength } from 'class-validator';

import { IsNullable } from '../../common/is-nullable.decorator';

import { TravelRecordPayload } from './travel-record.payload';

export const ENTRY_CREATED_TOPIC = 'travel.entry.created.v1';

/** A travel record was stored. `aggregateId` is the record's id. */
export class EntryCreatedEvent extends TravelRecordPayload {
  @IsNullable()
  @IsString()
  @MaxLength(100)
  country!: string | null;
}
