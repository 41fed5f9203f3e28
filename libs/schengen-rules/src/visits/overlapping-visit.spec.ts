import { overlappingVisit } from './overlapping-visit';
import { pairVisits } from './pair-visits';

const TODAY = '2025-06-15';
const records = [
  { id: 1, entry_type: 'entry' as const, entry_date: '2025-03-01' },
  { id: 2, entry_type: 'exit' as const, entry_date: '2025-03-10' },
  { id: 3, entry_type: 'entry' as const, entry_date: '2025-06-01' },
];
const visits = pairVisits(records, { today: TODAY });
const idOf = (range: { start: string; end: string }) =>
  overlappingVisit(visits, range, TODAY)?.entry.id ?? null;

describe('overlappingVisit', () => {
  it.each([
    ['inside it', '2025-03-03', '2025-03-05', 1],
    ['across its start', '2025-02-25', '2025-03-01', 1],
    ['across its end', '2025-03-10', '2025-03-12', 1],
    ['around it', '2025-02-01', '2025-04-01', 1],
    ['on one of its days', '2025-03-10', '2025-03-10', 1],
    ['the day after it', '2025-03-11', '2025-03-20', null],
    ['the day before it', '2025-02-20', '2025-02-28', null],
  ])('finds the completed visit for a range %s', (_case, start, end, id) => {
    expect(idOf({ start, end })).toBe(id);
  });

  it('runs an ongoing visit up to today, and no further', () => {
    expect(idOf({ start: '2025-06-15', end: '2025-06-20' })).toBe(3);
    expect(idOf({ start: '2025-06-16', end: '2025-06-20' })).toBeNull();
  });

  it('covers only the entry day of an ongoing visit that starts after today', () => {
    const planned = pairVisits([{ id: 9, entry_type: 'entry', entry_date: '2025-07-01' }], {
      today: TODAY,
    });
    expect(overlappingVisit(planned, { start: '2025-07-01', end: '2025-07-01' }, TODAY)).toBe(
      planned[0],
    );
    expect(overlappingVisit(planned, { start: '2025-07-02', end: '2025-07-09' }, TODAY)).toBeNull();
  });

  it('gives the first match in the order of the visits', () => {
    const both = [
      { entryDate: '2025-05-01', exitDate: '2025-05-10', name: 'newer' },
      { entryDate: '2025-04-01', exitDate: '2025-04-10', name: 'older' },
    ];
    expect(overlappingVisit(both, { start: '2025-04-05', end: '2025-05-05' }, TODAY)?.name).toBe(
      'newer',
    );
  });

  it('finds nothing without visits, and throws RangeError for a reversed range', () => {
    expect(overlappingVisit([], { start: '2025-01-01', end: '2025-01-02' }, TODAY)).toBeNull();
    expect(() =>
      overlappingVisit(visits, { start: '2025-01-02', end: '2025-01-01' }, TODAY),
    ).toThrow(RangeError);
  });
});
