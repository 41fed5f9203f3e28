import { pairVisits } from './pair-visits';
import { visitsToStays } from './visits-to-stays';

describe('visitsToStays', () => {
  it('turns paired visits into stays, ongoing ones with a null exit', () => {
    const visits = pairVisits([
      { id: 1, entry_type: 'entry', entry_date: '2025-01-01' },
      { id: 2, entry_type: 'exit', entry_date: '2025-01-10' },
      { id: 3, entry_type: 'entry', entry_date: '2025-02-01' },
    ]);
    expect(visitsToStays(visits)).toEqual([
      { entry: '2025-02-01', exit: null },
      { entry: '2025-01-01', exit: '2025-01-10' },
    ]);
  });
});
