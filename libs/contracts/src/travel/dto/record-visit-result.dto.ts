import type { TravelEntryDto } from './travel-entry.dto';

/** `TravelPatterns.RecordVisit`: the two records stored together. */
export interface RecordVisitResultDto {
  entry: TravelEntryDto;
  exit: TravelEntryDto;
}
