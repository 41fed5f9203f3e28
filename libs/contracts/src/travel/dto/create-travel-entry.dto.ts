import { IsDefined, IsIn } from 'class-validator';

import { IsIsoCalendarDate } from '../../common/is-iso-calendar-date.decorator';
import { IsOptionalVisitCountry } from '../is-visit-country.decorator';
import { IsOptionalTravellerId } from '../travellers/traveller-choice.dto';
import { IsOptionalNotes } from './is-optional-notes.decorator';
import { ENTRY_TYPES, type EntryType } from './travel-entry.dto';

/** A new record's fields, an entry or an exit (SPEC §7): the body without its traveller. */
export class TravelEntryFieldsDto {
  @IsDefined({ message: 'Entry type is required' })
  @IsIn(ENTRY_TYPES, { message: "entry_type must be 'entry' or 'exit'" })
  entry_type!: EntryType;

  @IsDefined({ message: 'Entry date is required' })
  @IsIsoCalendarDate()
  entry_date!: string;

  @IsOptionalVisitCountry()
  country?: string | null;

  @IsOptionalNotes()
  notes?: string | null;
}

/** POST /api/travel-entries: one record of `traveller_id` (absent: the account holder). */
export class CreateTravelEntryDto extends TravelEntryFieldsDto {
  @IsOptionalTravellerId()
  traveller_id?: string;
}
