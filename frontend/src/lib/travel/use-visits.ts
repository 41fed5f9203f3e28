import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useCallback, useMemo } from 'react';
import { useDispatch } from 'react-redux';

import type { ExcludedPeriodDto, TravelEntryDto } from '@app/contracts';

import { useIsServerRender } from '../server-render';
import { useAuth } from '../session';
import { excludedPeriodsApi, toRulePeriod } from './excluded-periods-api';
import { summariseVisits, type VisitSummary } from './summarise-visits';
import { travelEntriesApi } from './travel-entries-api';
import { useTravellerId } from './traveller-param';
import { useToday } from './use-today';

const NO_ENTRIES: TravelEntryDto[] = [];
const NO_PERIODS: ExcludedPeriodDto[] = [];
const listEntries = travelEntriesApi.endpoints.listEntries;
const listPeriods = excludedPeriodsApi.endpoints.listExcludedPeriods;

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
 * The entries and residence permits or long-stay visas of the traveller the page shows (the
 * page's `?traveller=`, else the account holder; read only when signed in; the figures wait for
 * both, as a period changes them) and their summary, memoised, with the
 * state of their reads. Every part of the dashboard calls it; a failed read stays failed until
 * `retry`: a part that mounts later (a tab, a lazy card) does not send it again (issue #17:
 * RTK Query would send a failed read again for each new subscriber).
 */
export function useVisits(): VisitSummary &
  EntriesLoadState & { entries: readonly TravelEntryDto[] } {
  const { user } = useAuth();
  const today = useToday();
  const isServerRender = useIsServerRender();
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  const travellerId = useTravellerId();
  const { data: entriesData, isError: entriesFailed } = listEntries.useQueryState(travellerId, {
    skip: !user,
  });
  const { data: periodsData, isError: periodsFailed } = listPeriods.useQueryState(travellerId, {
    skip: !user,
  });
  listEntries.useQuerySubscription(travellerId, { skip: !user || entriesFailed });
  listPeriods.useQuerySubscription(travellerId, { skip: !user || periodsFailed });
  const retry = useCallback(() => {
    const reads = [
      dispatch(listEntries.initiate(travellerId, { forceRefetch: true })),
      dispatch(listPeriods.initiate(travellerId, { forceRefetch: true })),
    ];
    for (const read of reads) void read.finally(() => read.unsubscribe());
  }, [dispatch, travellerId]);
  const entries = entriesData ?? NO_ENTRIES;
  const periods = periodsData ?? NO_PERIODS;
  const summary = useMemo(
    () => summariseVisits(entries, today, periods.map(toRulePeriod)),
    [entries, today, periods],
  );
  const missing = entriesData === undefined || periodsData === undefined;
  const hasFailed =
    (entriesData === undefined && entriesFailed) || (periodsData === undefined && periodsFailed);
  const isError = user !== null && missing && hasFailed && !isServerRender;
  const isLoading = user !== null && missing && !isError;
  return { ...summary, entries, isLoading, isError, retry };
}

export {
  completedVisitFacts,
  summariseVisits,
  type CompletedVisitFacts,
  type TravelVisit,
  type VisitSummary,
} from './summarise-visits';
