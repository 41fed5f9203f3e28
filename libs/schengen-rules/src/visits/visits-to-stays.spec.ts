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

  it('carries the country of each visit’s entry record when asked, so that it can leave the count', () => {
    const visits = pairVisits([
      { id: 1, entry_type: 'entry', entry_date: '2022-12-30', country: 'Croatia' },
      { id: 2, entry_type: 'exit', entry_date: '2023-01-02', country: 'Croatia' },
      { id: 3, entry_type: 'entry', entry_date: '2023-02-01', country: null },
      { id: 4, entry_type: 'exit', entry_date: '2023-02-03' },
    ]);
    expect(visitsToStays(visits, { withCountry: true })).toEqual([
      { entry: '2023-02-01', exit: '2023-02-03', country: null },
      { entry: '2022-12-30', exit: '2023-01-02', country: 'Croatia' },
    ]);
    expect(visitsToStays(visits)[1]).toEqual({ entry: '2022-12-30', exit: '2023-01-02' });
  });
});
