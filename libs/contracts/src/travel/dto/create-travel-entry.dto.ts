import { IsDefined, IsIn } from 'class-validator';

import { IsOptionalTravellerId } from '../travellers/traveller-choice.dto';
import { ENTRY_TYPES, type EntryType } from './travel-entry.dto';
import { TravelEntryChangesDto } from './update-travel-entry.dto';

/**
 * A new record's fields, an entry or an exit (SPEC §7): its type and the fields a stored record may
 * change; the body without its traveller.
 */
export class TravelEntryFieldsDto extends TravelEntryChangesDto {
  @IsDefined({ message: 'Entry type is required' })
  @IsIn(ENTRY_TYPES, { message: "entry_type must be 'entry' or 'exit'" })
  entry_type!: EntryType;
}

/** POST /api/travel-entries: one record of `traveller_id` (absent: the account holder). */
export class CreateTravelEntryDto extends TravelEntryFieldsDto {
  @IsOptionalTravellerId()
  traveller_id?: string;
}
