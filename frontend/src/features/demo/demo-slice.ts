import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { DemoEntry } from '@app/contracts';
import { type IsoDate, pairVisits } from '@app/schengen-rules';

import { overlappingSpan, spanAt, visitSpans } from '../../components/year-calendar';

/** SPEC §9: the demo acts on 6 day clicks; the next one opens 'Demo Limit Reached'. */
export const DEMO_CLICK_LIMIT = 6;
/** Two clicks make a visit: the limit dialog speaks of '3 sample visits'. */
export const DEMO_SAMPLE_VISITS = DEMO_CLICK_LIMIT / 2;

/** SPEC §4 "Demo calendar": idle, or selecting with the first day recorded. */
export type DemoSelection =
  { readonly mode: 'idle' } | { readonly mode: 'selecting'; readonly start: IsoDate };

/** What the last action did, for the page to say. */
export type DemoEvent =
  | { readonly type: 'started'; readonly date: IsoDate }
  | { readonly type: 'created'; readonly entryDate: IsoDate; readonly exitDate: IsoDate }
  | { readonly type: 'deleted'; readonly entryDate: IsoDate; readonly exitDate: IsoDate | null }
  /** The range would cover a visit: the selection stays so another day can be chosen. */
  | {
      readonly type: 'overlap';
      readonly entryDate: IsoDate;
      readonly exitDate: IsoDate;
      readonly visitStart: IsoDate;
      readonly visitEnd: IsoDate;
    }
  | { readonly type: 'cancelled' };

/** What survives a reload of the page (sessionStorage): the visitor's records and clicks. */
export interface StoredDemo {
  entries: DemoEntry[];
  clicksUsed: number;
  /** The number of the next record id ('demo-<n>'). */
  nextId: number;
}

export interface DemoState extends StoredDemo {
  selection: DemoSelection;
  /** The day completing the last visit (and which click it was), highlighted for 500 ms. */
  highlight: { readonly date: IsoDate; readonly click: number } | null;
  isLimitDialogOpen: boolean;
  lastEvent: DemoEvent | null;
}

export const EMPTY_DEMO: StoredDemo = { entries: [], clicksUsed: 0, nextId: 1 };

export function createDemoState(stored: StoredDemo = EMPTY_DEMO): DemoState {
  return {
    entries: stored.entries,
    clicksUsed: stored.clicksUsed,
    nextId: stored.nextId,
    selection: { mode: 'idle' },
    highlight: null,
    isLimitDialogOpen: false,
    lastEvent: null,
  };
}

function demoEntry(id: number, type: DemoEntry['entry_type'], date: IsoDate): DemoEntry {
  return {
    id: `demo-${id}`,
    entry_type: type,
    entry_date: date,
    country: null,
    notes: type === 'entry' ? 'Calendar entry' : 'Calendar exit',
  };
}

/**
 * The demo calendar's machine (SPEC §4 "Demo calendar"), kept in the browser only:
 * - every click on a shown day counts; once 6 have been used, the next click opens the limit
 *   dialog instead of acting;
 * - a click inside a visit deletes that visit (its entry and its exit), in either mode;
 * - idle, a free day → selecting from that day;
 * - selecting, a free day → an entry on the earlier and an exit on the later day, back to idle,
 *   and that day highlighted; a range over an existing visit keeps selecting and says why;
 * - Cancel while selecting → idle.
 * Visits pair as everywhere (`pairVisits`): each entry takes the next exit after it; an entry
 * without one is ongoing up to today.
 */
export const demoSlice = createSlice({
  name: 'demo',
  initialState: createDemoState,
  reducers: {
    dayClicked(state, action: PayloadAction<{ date: IsoDate; today: IsoDate }>) {
      const { date, today } = action.payload;
      if (state.clicksUsed >= DEMO_CLICK_LIMIT) {
        state.isLimitDialogOpen = true;
        return;
      }
      state.clicksUsed += 1;
      const spans = visitSpans(pairVisits(state.entries, { today }), today);
      const clicked = spanAt(spans, date);
      if (clicked) {
        const { entry, exit } = clicked.visit;
        state.entries = state.entries.filter((e) => e.id !== entry.id && e.id !== exit?.id);
        state.lastEvent = {
          type: 'deleted',
          entryDate: entry.entry_date,
          exitDate: clicked.visit.exitDate,
        };
        return;
      }
      if (state.selection.mode === 'idle') {
        state.selection = { mode: 'selecting', start: date };
        state.lastEvent = { type: 'started', date };
        return;
      }
      const { start } = state.selection;
      const [entryDate, exitDate] = date < start ? [date, start] : [start, date];
      const overlapped = overlappingSpan(spans, entryDate, exitDate);
      if (overlapped) {
        state.lastEvent = {
          type: 'overlap',
          entryDate,
          exitDate,
          visitStart: overlapped.start,
          visitEnd: overlapped.end,
        };
        return;
      }
      state.entries.push(
        demoEntry(state.nextId, 'entry', entryDate),
        demoEntry(state.nextId + 1, 'exit', exitDate),
      );
      state.nextId += 2;
      state.selection = { mode: 'idle' };
      state.highlight = { date, click: state.clicksUsed };
      state.lastEvent = { type: 'created', entryDate, exitDate };
    },
    cancelled(state) {
      if (state.selection.mode !== 'selecting') return;
      state.selection = { mode: 'idle' };
      state.lastEvent = { type: 'cancelled' };
    },
    highlightEnded(state) {
      state.highlight = null;
    },
    limitDialogClosed(state) {
      state.isLimitDialogOpen = false;
    },
  },
});

export const { dayClicked, cancelled, highlightEnded, limitDialogClosed } = demoSlice.actions;
