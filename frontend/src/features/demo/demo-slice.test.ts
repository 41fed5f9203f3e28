import type { DemoEntry } from '@app/contracts';

import {
  cancelled,
  createDemoState,
  dayClicked,
  DEMO_CLICK_LIMIT,
  type DemoState,
  demoSlice,
  highlightEnded,
  limitDialogClosed,
} from './demo-slice';

const TODAY = '2025-06-15';
const { reducer } = demoSlice;

/** The state after clicking `dates` in order, from `state`. */
function clickAll(dates: string[], state: DemoState = createDemoState()): DemoState {
  return dates.reduce((s, date) => reducer(s, dayClicked({ date, today: TODAY })), state);
}

const entry = (id: string, type: DemoEntry['entry_type'], date: string): DemoEntry => ({
  id,
  entry_type: type,
  entry_date: date,
  country: null,
  notes: type === 'entry' ? 'Calendar entry' : 'Calendar exit',
});

describe('demoSlice', () => {
  it('starts idle, with no entries and no clicks used', () => {
    expect(reducer(undefined, { type: 'init' })).toEqual({
      entries: [],
      clicksUsed: 0,
      nextId: 1,
      selection: { mode: 'idle' },
      highlight: null,
      isLimitDialogOpen: false,
      lastEvent: null,
    });
  });

  it('goes from idle to selecting on a free day and records the start', () => {
    const state = clickAll(['2025-06-10']);
    expect(state.selection).toEqual({ mode: 'selecting', start: '2025-06-10' });
    expect(state.lastEvent).toEqual({ type: 'started', date: '2025-06-10' });
    expect(state.entries).toEqual([]);
    expect(state.clicksUsed).toBe(1);
  });

  it('creates an entry on the start and an exit on the second day, back to idle', () => {
    const state = clickAll(['2025-06-10', '2025-06-12']);
    expect(state.entries).toEqual([
      entry('demo-1', 'entry', '2025-06-10'),
      entry('demo-2', 'exit', '2025-06-12'),
    ]);
    expect(state.selection).toEqual({ mode: 'idle' });
    expect(state.lastEvent).toEqual({
      type: 'created',
      entryDate: '2025-06-10',
      exitDate: '2025-06-12',
    });
    expect(state.nextId).toBe(3);
  });

  it('puts the entry on the earlier day when the second click is earlier', () => {
    const state = clickAll(['2025-06-12', '2025-06-03']);
    expect(state.entries.map((e) => [e.entry_type, e.entry_date])).toEqual([
      ['entry', '2025-06-03'],
      ['exit', '2025-06-12'],
    ]);
  });

  it('makes a one-day visit when the same day is clicked twice', () => {
    const state = clickAll(['2025-06-10', '2025-06-10']);
    expect(state.entries.map((e) => [e.entry_type, e.entry_date])).toEqual([
      ['entry', '2025-06-10'],
      ['exit', '2025-06-10'],
    ]);
  });

  it('highlights the day of the second click until the highlight ends', () => {
    const started = clickAll(['2025-06-12']);
    expect(started.highlight).toBeNull();
    const created = clickAll(['2025-06-03'], started);
    expect(created.highlight).toEqual({ date: '2025-06-03', click: 2 });
    expect(reducer(created, highlightEnded()).highlight).toBeNull();
  });

  it('returns to idle on Cancel while selecting, and ignores Cancel when idle', () => {
    const state = reducer(clickAll(['2025-06-10']), cancelled());
    expect(state.selection).toEqual({ mode: 'idle' });
    expect(state.lastEvent).toEqual({ type: 'cancelled' });
    expect(state.clicksUsed).toBe(1);

    const idle = createDemoState();
    expect(reducer(idle, cancelled())).toEqual(idle);
  });

  it.each(['2025-06-10', '2025-06-11', '2025-06-12'])(
    'deletes the whole visit (entry and exit) when %s inside it is clicked',
    (date) => {
      const state = clickAll(['2025-06-01', '2025-06-02', '2025-06-10', '2025-06-12', date]);
      expect(state.entries.map((e) => e.entry_date)).toEqual(['2025-06-01', '2025-06-02']);
      expect(state.lastEvent).toEqual({
        type: 'deleted',
        entryDate: '2025-06-10',
        exitDate: '2025-06-12',
      });
      expect(state.selection).toEqual({ mode: 'idle' });
    },
  );

  it('deletes a visit clicked while selecting and keeps the selection', () => {
    const state = clickAll(['2025-06-10', '2025-06-12', '2025-06-20', '2025-06-11']);
    expect(state.entries).toEqual([]);
    expect(state.selection).toEqual({ mode: 'selecting', start: '2025-06-20' });
  });

  it('keeps selecting and says why when the range would cover a visit', () => {
    const state = clickAll(['2025-06-10', '2025-06-12', '2025-06-05', '2025-06-20']);
    expect(state.entries).toHaveLength(2);
    expect(state.selection).toEqual({ mode: 'selecting', start: '2025-06-05' });
    expect(state.lastEvent).toEqual({
      type: 'overlap',
      entryDate: '2025-06-05',
      exitDate: '2025-06-20',
      visitStart: '2025-06-10',
      visitEnd: '2025-06-12',
    });
    const completed = clickAll(['2025-06-08'], state);
    expect(completed.entries.map((e) => e.entry_date)).toEqual([
      '2025-06-10',
      '2025-06-12',
      '2025-06-05',
      '2025-06-08',
    ]);
  });

  it('counts every click and opens the limit dialog on the one after the sixth', () => {
    const six = clickAll([
      '2025-06-01',
      '2025-06-02',
      '2025-06-04',
      '2025-06-05',
      '2025-06-07',
      '2025-06-08',
    ]);
    expect(six.clicksUsed).toBe(DEMO_CLICK_LIMIT);
    expect(six.entries).toHaveLength(6);
    expect(six.isLimitDialogOpen).toBe(false);

    const seventh = clickAll(['2025-06-20'], six);
    expect(seventh.isLimitDialogOpen).toBe(true);
    expect(seventh.clicksUsed).toBe(DEMO_CLICK_LIMIT);
    expect(seventh.selection).toEqual({ mode: 'idle' });
    expect(seventh.entries).toEqual(six.entries);

    const continued = reducer(seventh, limitDialogClosed());
    expect(continued.isLimitDialogOpen).toBe(false);
    // A click inside a visit no longer deletes it either: the dialog opens again.
    const again = clickAll(['2025-06-01'], continued);
    expect(again.isLimitDialogOpen).toBe(true);
    expect(again.entries).toEqual(six.entries);
  });

  it('counts deletions and cancelled starts against the budget', () => {
    const state = reducer(
      clickAll(['2025-06-10', '2025-06-12', '2025-06-11', '2025-06-01']),
      cancelled(),
    );
    expect(state.clicksUsed).toBe(4);
  });

  it('pairs restored records by date: each entry takes the next exit after it', () => {
    // An entry of 1 June with no exit of its own (ongoing up to today, 15 June).
    const state = createDemoState({
      entries: [entry('demo-1', 'entry', '2025-06-01')],
      clicksUsed: 0,
      nextId: 2,
    });
    const deleted = clickAll(['2025-06-15'], state);
    expect(deleted.entries).toEqual([]);
    expect(deleted.lastEvent).toEqual({ type: 'deleted', entryDate: '2025-06-01', exitDate: null });
    // The day after today is outside the ongoing visit: it starts a new one.
    expect(clickAll(['2025-06-16'], state).selection).toEqual({
      mode: 'selecting',
      start: '2025-06-16',
    });
  });
});
