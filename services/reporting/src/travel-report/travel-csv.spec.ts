import type { TravelHistoryRow } from '@app/contracts';

import { travelHistoryCsv } from './travel-csv';

const HEADER = 'Country,Notes,Date of Entry,Date of Exit,Number of Days';

function row(overrides: Partial<TravelHistoryRow> = {}): TravelHistoryRow {
  return {
    country: 'France',
    notes: null,
    entryDate: '2025-03-01',
    exitDate: '2025-03-10',
    days: 10,
    notCountedDays: 0,
    ...overrides,
  };
}

/** The lines of the file, BOM and final line end taken off. */
function linesOf(csv: string): string[] {
  expect(csv.startsWith('\uFEFF')).toBe(true);
  expect(csv.endsWith('\r\n')).toBe(true);
  return csv.slice(1, -2).split('\r\n');
}

describe('travelHistoryCsv', () => {
  it('adds Days Not Counted when a visit holds days that do not count (issue #22)', () => {
    const csv = travelHistoryCsv([
      row({ country: 'Cyprus', days: 5, notCountedDays: 5 }),
      row({ country: 'Germany' }),
    ]);
    expect(linesOf(csv)).toEqual([
      `${HEADER},Days Not Counted`,
      'Cyprus,,2025-03-01,2025-03-10,5,5',
      'Germany,,2025-03-01,2025-03-10,10,0',
    ]);
  });

  it('has the columns of SPEC §9 and one line per visit, in the given order', () => {
    const csv = travelHistoryCsv([
      row({ entryDate: '2025-05-01', exitDate: '2025-05-03', days: 3, notes: 'Rome' }),
      row(),
    ]);
    expect(linesOf(csv)).toEqual([
      HEADER,
      'France,Rome,2025-05-01,2025-05-03,3',
      'France,,2025-03-01,2025-03-10,10',
    ]);
  });

  it("writes 'Ongoing' for an open visit and 'Not specified' for no country", () => {
    expect(linesOf(travelHistoryCsv([row({ country: null, exitDate: null, days: 6 })]))[1]).toBe(
      'Not specified,,2025-03-01,Ongoing,6',
    );
    expect(linesOf(travelHistoryCsv([row({ country: '  ' })]))[1]).toMatch(/^Not specified,/);
  });

  it('neutralises notes that a spreadsheet would run, and quotes what needs it', () => {
    const csv = travelHistoryCsv([
      row({ notes: '=HYPERLINK("http://evil.example","click")' }),
      row({ notes: '+1 555 0100' }),
      row({ notes: '-1+2' }),
      row({ notes: '@SUM(A1)' }),
      row({ notes: '\t=1' }),
      row({ notes: 'two\nlines, with a comma' }),
    ]);
    expect(csv).toContain('France,"\'=HYPERLINK(""http://evil.example"",""click"")",2025-03-01');
    expect(csv).toContain("France,'+1 555 0100,");
    expect(csv).toContain("France,'-1+2,");
    expect(csv).toContain("France,'@SUM(A1),");
    expect(csv).toContain("France,'\t=1,");
    expect(csv).toContain('France,"two\nlines, with a comma",');
  });

  it('keeps accents and other scripts, after a UTF-8 BOM', () => {
    const csv = travelHistoryCsv([row({ country: 'Österreich', notes: 'Zürich → Wien, café ☕' })]);
    expect(linesOf(csv)[1]).toBe('Österreich,"Zürich → Wien, café ☕",2025-03-01,2025-03-10,10');
    expect([...Buffer.from(csv, 'utf8').subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('writes the header alone for no visit', () => {
    expect(linesOf(travelHistoryCsv([]))).toEqual([HEADER]);
  });
});
