import { TravelRecordPayload } from './travel-record.payload';

export const ENTRY_DELETED_TOPIC = 'travel.entry.deleted.v1';

/**
 * A travel record was removed, by its owner, an admin, a visit deletion or a clean-up.
 * `aggregateId` is the record's id.
 */
export class EntryDeletedEvent extends TravelRecordPayload {}
