import type { NotificationEntryDto, TravelEntryDto } from '@app/contracts';

import type { TravelEntryEntity } from './travel-entry.entity';

/**
 * The wire shape of a travel record (SPEC field names): `entry_date` stays `YYYY-MM-DD`,
 * `created_at` is an ISO 8601 timestamp.
 *
 * @example
 * return toTravelEntryDto(await entries.findOneByOrFail({ id }));
 */
export function toTravelEntryDto(entry: TravelEntryEntity): TravelEntryDto {
  return {
    id: entry.id,
    user_id: entry.userId,
    entry_type: entry.entryType,
    entry_date: entry.entryDate,
    country: entry.country,
    notes: entry.notes,
    created_at: entry.createdAt.toISOString(),
  };
}

/**
 * A travel record as the notification service reads it: `toTravelEntryDto` without the notes, with
 * the traveller it belongs to.
 */
export function toNotificationEntryDto(entry: TravelEntryEntity): NotificationEntryDto {
  const { notes: _notes, ...dto } = toTravelEntryDto(entry);
  return { ...dto, traveller_id: entry.travellerId };
}
