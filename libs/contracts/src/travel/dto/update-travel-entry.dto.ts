import { IsDefined, IsOptional } from 'class-validator';

import { IsEntityId } from '../../common/is-entity-id.decorator';
import { IsIsoCalendarDate } from '../../common/is-iso-calendar-date.decorator';
import { IsOptionalVisitCountry } from '../is-visit-country.decorator';
import { IsOptionalTravellerId } from '../travellers/traveller-choice.dto';
import { IsOptionalNotes } from './is-optional-notes.decorator';

/** The fields of a stored record that may change: its date, country and notes (never its type). */
export class TravelEntryChangesDto {
  @IsDefined({ message: 'Entry date is required' })
  @IsIsoCalendarDate()
  entry_date!: string;

  @IsOptionalVisitCountry()
  country?: string | null;

  @IsOptionalNotes()
  notes?: string | null;
}

/**
 * PUT /api/travel-entries/{id} (SPEC §7). The SPEC's client also sends the record's `id` in the
 * body; when present it must equal the id in the path (the gateway checks). The type of a record
 * never changes. `traveller_id` names the record's traveller (absent: the account holder).
 */
export class UpdateTravelEntryDto extends TravelEntryChangesDto {
  @IsOptional()
  @IsEntityId()
  id?: string;

  @IsOptionalTravellerId()
  traveller_id?: string;
}
