import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useCallback, useMemo } from 'react';
import { useDispatch } from 'react-redux';

import type { TravelEntryDto } from '@app/contracts';

import { useIsServerRender } from '../server-render';
import { useAuth } from '../session';
import { summariseVisits, type VisitSummary } from './summarise-visits';
import { travelEntriesApi } from './travel-entries-api';
import { useToday } from './use-today';

const NO_ENTRIES: TravelEntryDto[] = [];
const listEntries = travelEntriesApi.endpoints.listEntries;

/** Whether the signed-in user's entries are there to show (issue #17). */
export interface EntriesLoadState {
  /** Not yet read (or read again after a failure): show a loading state, no figure. */
  isLoading: boolean;
  /** The read failed (after its one retry): show the error and `retry`, no figure. */
  isError: boolean;
  /** Reads the entries again (the error state's 'Try Again'). */
  retry: () => void;
}

/**
 * The signed-in user's entries (read only when signed in) and their summary, memoised, with the
 * state of their read. Every part of the dashboard calls it; a failed read stays failed until
 * `retry`: a part that mounts later (a tab, a lazy card) does not send it again (issue #17:
 * RTK Query would send a failed read again for each new subscriber).
 */
export function useVisits(): VisitSummary &
  EntriesLoadState & { entries: readonly TravelEntryDto[] } {
  const { user } = useAuth();
  const today = useToday();
  const isServerRender = useIsServerRender();
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  const { data, isError: hasFailed } = listEntries.useQueryState(undefined, { skip: !user });
  listEntries.useQuerySubscription(undefined, { skip: !user || hasFailed });
  const retry = useCallback(() => {
    const read = dispatch(listEntries.initiate(undefined, { forceRefetch: true }));
    void read.finally(() => read.unsubscribe());
  }, [dispatch]);
  const entries = data ?? NO_ENTRIES;
  const summary = useMemo(() => summariseVisits(entries, today), [entries, today]);
  const isError = user !== null && data === undefined && hasFailed && !isServerRender;
  const isLoading = user !== null && data === undefined && !isError;
  return { ...summary, entries, isLoading, isError, retry };
}

export {
  completedVisitFacts,
  summariseVisits,
  type CompletedVisitFacts,
  type TravelVisit,
  type VisitSummary,
} from './summarise-visits';
