import { TRAVEL_HISTORY_COLUMNS, travelHistoryFileName } from './reporting.constants';

describe('travel history exports', () => {
  it('have the columns of SPEC §9, in order', () => {
    expect(TRAVEL_HISTORY_COLUMNS).toEqual([
      'Country',
      'Notes',
      'Date of Entry',
      'Date of Exit',
      'Number of Days',
    ]);
  });

  it("name the file after the user's today", () => {
    expect(travelHistoryFileName('2026-11-22', 'csv')).toBe(
      'schengen-travel-history-2026-11-22.csv',
    );
    expect(travelHistoryFileName('2026-11-22', 'pdf')).toBe(
      'schengen-travel-history-2026-11-22.pdf',
    );
  });
});
