import { useCallback, useEffect, useMemo, useReducer } from 'react';

import type { IsoDate } from '@app/schengen-rules';

import {
  cancelled,
  createDemoState,
  dayClicked,
  type DemoState,
  demoSlice,
  highlightEnded,
  limitDialogClosed,
} from '../demo-slice';
import { readStoredDemo, writeStoredDemo } from '../demo-storage';
import { type DemoSummary, summariseDemo } from '../demo-summary';

/** SPEC §9: the day completing a visit is highlighted for 500 ms. */
export const DEMO_HIGHLIGHT_MS = 500;

export interface DemoCalendarState extends DemoState {
  summary: DemoSummary;
  clickDay: (date: IsoDate) => void;
  cancel: () => void;
  closeLimitDialog: () => void;
}

/**
 * The demo's records and click machine (demo-slice.ts) for the visitor's `today`: held in React
 * state, mirrored to sessionStorage, never sent to the server.
 */
export function useDemoCalendar(today: IsoDate): DemoCalendarState {
  const [state, dispatch] = useReducer(demoSlice.reducer, undefined, () =>
    createDemoState(readStoredDemo() ?? undefined),
  );
  const { entries, clicksUsed, nextId, highlight } = state;

  useEffect(() => {
    writeStoredDemo({ entries, clicksUsed, nextId });
  }, [entries, clicksUsed, nextId]);

  useEffect(() => {
    if (highlight === null) return;
    const timer = setTimeout(() => dispatch(highlightEnded()), DEMO_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlight]);

  const summary = useMemo(() => summariseDemo(entries, today), [entries, today]);
  const clickDay = useCallback((date: IsoDate) => dispatch(dayClicked({ date, today })), [today]);
  const cancel = useCallback(() => dispatch(cancelled()), []);
  const closeLimitDialog = useCallback(() => dispatch(limitDialogClosed()), []);

  return { ...state, summary, clickDay, cancel, closeLimitDialog };
}
