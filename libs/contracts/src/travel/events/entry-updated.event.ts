import { IsString, MaxLength } from 'class-validator';

import { IsNullable } from '../../common/is-nullable.decorator';

import { TravelRecordPayload } from './travel-record.payload';

export const ENTRY_UPDATED_TOPIC = 'travel.entry.updated.v1';

/** A travel record changed; the payload holds its new state. `aggregateId` is the record's id. */
export class EntryUpdatedEvent extends TravelRecordPayload {
  @IsNullable()
  @IsString()
  @MaxLength(100)
  country!: string | null;
}
