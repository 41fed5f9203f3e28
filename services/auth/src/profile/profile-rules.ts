import {
  ETIAS_VALID_UNTIL_BEFORE_APPLIED_MESSAGE,
  type FieldError,
  INSURANCE_END_BEFORE_START_MESSAGE,
  type TravelSettingsDto,
} from '@app/contracts';
import { compareIsoDates } from '@app/schengen-rules';

/**
 * What is wrong with the travel settings a profile would hold: a period that ends before it
 * starts (the insurance period, the travel authorisation). Empty when they are fine.
 *
 * @example
 * travelSettingsProblems({ ...settings, insurance_start_date: '2025-02-01', insurance_end_date: '2025-01-01' })
 * // → [{ field: 'insurance_end_date', messages: [INSURANCE_END_BEFORE_START_MESSAGE] }]
 */
export function travelSettingsProblems(settings: TravelSettingsDto): FieldError[] {
  const problems: FieldError[] = [];
  const endsBefore = (end: string | null, start: string | null) =>
    end !== null && start !== null && compareIsoDates(end, start) < 0;
  if (endsBefore(settings.insurance_end_date, settings.insurance_start_date)) {
    problems.push({ field: 'insurance_end_date', messages: [INSURANCE_END_BEFORE_START_MESSAGE] });
  }
  if (endsBefore(settings.etias_valid_until, settings.etias_applied_date)) {
    problems.push({
      field: 'etias_valid_until',
      messages: [ETIAS_VALID_UNTIL_BEFORE_APPLIED_MESSAGE],
    });
  }
  return problems;
}
