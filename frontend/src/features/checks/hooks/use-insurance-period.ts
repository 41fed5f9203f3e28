import { useMemo } from 'react';

import {
  compareIsoDates,
  type InsurancePeriodUsage,
  insurancePeriodUsage,
  type InsurancePresets,
  insurancePresets,
  isIsoDate,
  type Stay,
} from '@app/schengen-rules';

import { STORAGE_KEYS } from '../../../lib/storage';
import { useStoredState } from '../../../lib/use-stored-state';
import { useToday, useVisits } from '../../../lib/travel';

/** A real calendar day, or '' for "not set". */
const isCalendarDayOrEmpty = (value: unknown): value is string => value === '' || isIsoDate(value);

export type InsuranceResult =
  | { kind: 'missing-dates' }
  | { kind: 'end-before-start' }
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'usage'; usage: InsurancePeriodUsage };

/**
 * What the calculator shows for a period (SPEC §2, §5): days present, percent of 90 and the bar,
 * once both dates are set in order and the entries have loaded.
 */
export function insuranceResultOf(
  entries: { stays: readonly Stay[]; isLoading: boolean; isError: boolean },
  start: string,
  end: string,
  today: string,
): InsuranceResult {
  if (!isIsoDate(start) || !isIsoDate(end)) return { kind: 'missing-dates' };
  if (compareIsoDates(end, start) < 0) return { kind: 'end-before-start' };
  if (entries.isLoading) return { kind: 'loading' };
  if (entries.isError) return { kind: 'error' };
  return { kind: 'usage', usage: insurancePeriodUsage(entries.stays, { start, end }, { today }) };
}

export interface InsurancePeriod {
  start: string;
  end: string;
  setStart: (date: string) => void;
  setEnd: (date: string) => void;
  presets: InsurancePresets;
  result: InsuranceResult;
}

/** The calculator's period, saved as it changes (SPEC §3), and its result for the user's stays. */
export function useInsurancePeriod(): InsurancePeriod {
  const today = useToday();
  const { stays, isLoading, isError } = useVisits();
  const [start, setStart] = useStoredState(STORAGE_KEYS.insuranceStart, isCalendarDayOrEmpty, '');
  const [end, setEnd] = useStoredState(STORAGE_KEYS.insuranceEnd, isCalendarDayOrEmpty, '');
  const presets = useMemo(() => insurancePresets(today), [today]);
  const result = useMemo(
    () => insuranceResultOf({ stays, isLoading, isError }, start, end, today),
    [stays, start, end, today, isLoading, isError],
  );
  return { start, end, setStart, setEnd, presets, result };
}
