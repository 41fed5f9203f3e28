import { IsDefined } from 'class-validator';

import { IsIsoCalendarDate } from '../../common/is-iso-calendar-date.decorator';
import { IsNotBefore } from '../../common/is-not-before.decorator';
import { IsOptionalVisitCountry } from '../is-visit-country.decorator';
import { IsOptionalTravellerId } from '../travellers/traveller-choice.dto';
import { IsOptionalNotes } from './is-optional-notes.decorator';

/**
 * A whole visit's fields: an entry and its exit (SPEC §5, manual visit form). Equal dates are
 * a one-day visit. A duplicate date is refused by the service with `DuplicateEntryError`.
 */
export class VisitFieldsDto {
  @IsDefined({ message: 'Entry date is required' })
  @IsIsoCalendarDate()
  entry_date!: string;

  @IsDefined({ message: 'Exit date is required' })
  @IsIsoCalendarDate()
  @IsNotBefore('entry_date', { message: 'Exit date must be after entry date' })
  exit_date!: string;

  @IsOptionalVisitCountry()
  country?: string | null;

  @IsOptionalNotes()
  notes?: string | null;
}

/** POST /api/travel-entries/visit: a whole visit of `traveller_id` (absent: the account holder). */
export class RecordVisitDto extends VisitFieldsDto {
  @IsOptionalTravellerId()
  traveller_id?: string;
}
