import { IsDefined, IsOptional } from 'class-validator';

import { IsIsoCalendarDate } from '../../common/is-iso-calendar-date.decorator';
import { IsNotBefore } from '../../common/is-not-before.decorator';
import { IsOptionalVisitCountry } from '../is-visit-country.decorator';
import { IsOptionalTravellerId } from '../travellers/traveller-choice.dto';
import { IsOptionalNotes } from './is-optional-notes.decorator';
import type { TravelEntryDto } from './travel-entry.dto';

/**
 * PUT /api/travel-entries/visit/{entryId} (beyond SPEC): a visit's entry and exit changed in one
 * transaction, so that moving a visit past its old exit is never refused half-way (SPEC §4
 * "Editing": country and notes go on both records). `exit_date` null or absent keeps an ongoing
 * visit ongoing; a date on an ongoing visit records its exit. A completed visit cannot lose its exit
 * here (delete the visit instead).
 */
export class VisitChangesDto {
  @IsDefined({ message: 'Entry date is required' })
  @IsIsoCalendarDate()
  entry_date!: string;

  @IsOptional()
  @IsIsoCalendarDate()
  @IsNotBefore('entry_date', { message: 'Exit date must be after entry date' })
  exit_date?: string | null;

  @IsOptionalVisitCountry()
  country?: string | null;

  @IsOptionalNotes()
  notes?: string | null;
}

/** The body of PUT /api/travel-entries/visit/{entryId}, with the visit's traveller. */
export class UpdateVisitDto extends VisitChangesDto {
  @IsOptionalTravellerId()
  traveller_id?: string;
}

/** `TravelPatterns.UpdateVisit`: the visit's two records after the change (exit null: ongoing). */
export interface UpdateVisitResultDto {
  entry: TravelEntryDto;
  exit: TravelEntryDto | null;
}
