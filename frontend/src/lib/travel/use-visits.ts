import { useMemo } from 'react';

import type { TravelEntryDto } from '@app/contracts';

import { useAuth } from '../session';
import { summariseVisits, type VisitSummary } from './summarise-visits';
import { useListEntriesQuery } from './travel-entries-api';
import { useToday } from './use-today';

const NO_ENTRIES: TravelEntryDto[] = [];

/** The signed-in user's entries (loaded only when signed in) and their summary, memoised. */
export function useVisits(): VisitSummary & {
  entries: readonly TravelEntryDto[];
  isLoading: boolean;
  isError: boolean;
} {
  const { user } = useAuth();
  const today = useToday();
  const { data, isLoading, isError } = useListEntriesQuery(undefined, { skip: !user });
  const entries = data ?? NO_ENTRIES;
  const summary = useMemo(() => summariseVisits(entries, today), [entries, today]);
  return { ...summary, entries, isLoading, isError };
}

export {
  completedVisitFacts,
  summariseVisits,
  type CompletedVisitFacts,
  type TravelVisit,
  type VisitSummary,
} from './summarise-visits';
