import { useEffect, useMemo, useRef, useState } from 'react';

import {
  compareIsoDates,
  type InsurancePeriodUsage,
  insurancePeriodUsage,
  type InsurancePresets,
  insurancePresets,
  isIsoDate,
  type Stay,
} from '@app/schengen-rules';

import { useTravelSettings } from '../../../lib/travel-settings';
import { useToday, useVisits } from '../../../lib/travel';

/** How long the period must stay unchanged before it is saved (typing a date changes it often). */
export const INSURANCE_SAVE_DELAY_MS = 500;

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

/**
 * Whether a period may be saved as it is: each date a real day or empty, and never ending before
 * it starts (the server refuses that; the card shows its own message meanwhile).
 */
function isSavable(start: string, end: string): boolean {
  const isDayOrEmpty = (date: string) => date === '' || isIsoDate(date);
  if (!isDayOrEmpty(start) || !isDayOrEmpty(end)) return false;
  return start === '' || end === '' || compareIsoDates(end, start) >= 0;
}

interface Period {
  start: string;
  end: string;
}

export interface InsurancePeriod extends Period {
  setStart: (date: string) => void;
  setEnd: (date: string) => void;
  presets: InsurancePresets;
  result: InsuranceResult;
  /** Reads the entries again when they could not be loaded. */
  retry: () => void;
}

/**
 * The calculator's period (SPEC §3: saved automatically), kept with the user's account: what is
 * being typed shows at once, and is saved once it has rested `INSURANCE_SAVE_DELAY_MS` and makes
 * a period (a reversed one is shown, never saved).
 */
export function useInsurancePeriod(): InsurancePeriod {
  const today = useToday();
  const { stays, isLoading, isError, retry } = useVisits();
  const { settings, save } = useTravelSettings();
  const savedStart = settings.insurance_start_date ?? '';
  const savedEnd = settings.insurance_end_date ?? '';
  const [draft, setDraft] = useState<Period | null>(null);
  const { start, end } = draft ?? { start: savedStart, end: savedEnd };
  // The draft last sent: a refused one is not sent again until it changes.
  const sent = useRef<Period | null>(null);

  useEffect(() => {
    if (!draft || draft === sent.current) return;
    if (draft.start === savedStart && draft.end === savedEnd) return;
    if (!isSavable(draft.start, draft.end)) return;
    const timer = setTimeout(() => {
      sent.current = draft;
      void save({
        insurance_start_date: draft.start || null,
        insurance_end_date: draft.end || null,
      });
    }, INSURANCE_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, savedStart, savedEnd, save]);

  const presets = useMemo(() => insurancePresets(today), [today]);
  const result = useMemo(
    () => insuranceResultOf({ stays, isLoading, isError }, start, end, today),
    [stays, start, end, today, isLoading, isError],
  );
  return {
    start,
    end,
    setStart: (date) => setDraft((prev) => ({ end: savedEnd, ...prev, start: date })),
    setEnd: (date) => setDraft((prev) => ({ start: savedStart, ...prev, end: date })),
    presets,
    result,
    retry,
  };
}
