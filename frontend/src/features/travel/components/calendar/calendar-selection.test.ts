import { type CalendarSelection, calendarTransition, IDLE } from './calendar-selection';
import type { VisitSpan } from '../../../../components/year-calendar';

const MAY = { id: 'may' };
const JULY = { id: 'july' };
const SPANS: VisitSpan<{ id: string }>[] = [
  { visit: MAY, start: '2025-05-01', end: '2025-05-10' },
  { visit: JULY, start: '2025-07-01', end: '2025-07-05' },
];

const click = (date: string) => ({ type: 'click-day' as const, date, spans: SPANS });
const selecting = (start: string): CalendarSelection => ({
  mode: 'selecting',
  start,
  year: Number(start.slice(0, 4)),
});

describe('calendarTransition', () => {
  it('starts selecting on a free day and records the start and its year', () => {
    expect(calendarTransition(IDLE, click('2025-06-10'))).toEqual({
      selection: { mode: 'selecting', start: '2025-06-10', year: 2025 },
      outcome: { type: 'started', date: '2025-06-10' },
    });
  });

  it.each(['2025-05-01', '2025-05-06', '2025-05-10'])(
    'asks to delete the visit when idle and %s lies inside it',
    (date) => {
      expect(calendarTransition(IDLE, click(date))).toEqual({
        selection: IDLE,
        outcome: { type: 'confirm-delete', visit: MAY },
      });
    },
  );

  it('creates the visit between the two days and returns to idle', () => {
    expect(calendarTransition(selecting('2025-06-10'), click('2025-06-20'))).toEqual({
      selection: IDLE,
      outcome: { type: 'create', entryDate: '2025-06-10', exitDate: '2025-06-20' },
    });
  });

  it('swaps the days when the second is earlier than the first', () => {
    expect(calendarTransition(selecting('2025-06-20'), click('2025-06-10')).outcome).toEqual({
      type: 'create',
      entryDate: '2025-06-10',
      exitDate: '2025-06-20',
    });
  });

  it('creates a one-day visit when the same day is clicked twice', () => {
    expect(calendarTransition(selecting('2025-06-10'), click('2025-06-10')).outcome).toEqual({
      type: 'create',
      entryDate: '2025-06-10',
      exitDate: '2025-06-10',
    });
  });

  it('keeps selecting and names the visit when the second day lies inside one', () => {
    const state = selecting('2025-06-10');
    expect(calendarTransition(state, click('2025-07-02'))).toEqual({
      selection: state,
      outcome: { type: 'day-in-visit', date: '2025-07-02', span: SPANS[1] },
    });
  });

  it('keeps selecting and names the visit when the range would cover one', () => {
    const state = selecting('2025-04-20');
    expect(calendarTransition(state, click('2025-06-01'))).toEqual({
      selection: state,
      outcome: {
        type: 'overlap',
        entryDate: '2025-04-20',
        exitDate: '2025-06-01',
        span: SPANS[0],
      },
    });
  });

  it('returns to idle on Cancel while selecting', () => {
    expect(calendarTransition(selecting('2025-06-10'), { type: 'cancel' })).toEqual({
      selection: IDLE,
      outcome: { type: 'cancelled' },
    });
  });

  it('ignores Cancel when idle', () => {
    expect(calendarTransition(IDLE, { type: 'cancel' })).toEqual({
      selection: IDLE,
      outcome: { type: 'none' },
    });
  });
});
