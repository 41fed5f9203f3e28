import { findOrphanExits } from './find-orphan-exits';

describe('findOrphanExits', () => {
  it('finds exits with no entry on or before them', () => {
    const records = [
      { id: 1, entry_type: 'exit' as const, entry_date: '2025-01-01' },
      { id: 2, entry_type: 'entry' as const, entry_date: '2025-01-05' },
      { id: 3, entry_type: 'exit' as const, entry_date: '2025-01-05' },
      { id: 4, entry_type: 'exit' as const, entry_date: '2025-01-09' },
    ];
    expect(findOrphanExits(records).map((r) => r.id)).toEqual([1]);
  });

  it('finds every exit when there is no entry at all', () => {
    const records = [{ id: 1, entry_type: 'exit' as const, entry_date: '2025-01-01' }];
    expect(findOrphanExits(records)).toEqual(records);
  });

  it('finds nothing in an empty history', () => {
    expect(findOrphanExits([])).toEqual([]);
  });
});
