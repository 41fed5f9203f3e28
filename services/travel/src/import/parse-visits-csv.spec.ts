import { NOTES_MAX_LENGTH } from '@app/contracts';

import { parseVisitsCsv } from './parse-visits-csv';

const EXPORT_HEADER = 'Country,Notes,Date of Entry,Date of Exit,Number of Days';

/** The columns the messages of a header without visits name, and their sentence. */
const EXPECTED_COLUMNS = {
  columns: 'Entry date, Exit date, Country, Notes',
  required: 'Entry date',
  exportColumns: 'Country, Notes, Date of Entry, Date of Exit, Number of Days',
};
const EXPECTED_SENTENCE =
  "Expected a header row with Entry date, Exit date, Country, Notes (any order; only Entry date is required), or the CSV export's Country, Notes, Date of Entry, Date of Exit, Number of Days.";

describe('parseVisitsCsv', () => {
  it("reads the product's own export: BOM, CRLF, 'Ongoing', 'Not specified', neutralised notes", () => {
    const csv =
      `\uFEFF${EXPORT_HEADER}\r\n` +
      `France,"Zürich, café",2025-05-01,2025-05-03,3\r\n` +
      `Not specified,"'=HYPERLINK(""http://x"")",2025-03-01,Ongoing,10\r\n` +
      `Italy,"two\nlines",2025-01-01,2025-01-02,2\r\n`;
    expect(parseVisitsCsv(csv)).toEqual({
      format: 'export',
      errors: [],
      visits: [
        {
          line: 2,
          entryDate: '2025-05-01',
          exitDate: '2025-05-03',
          country: 'France',
          notes: 'Zürich, café',
        },
        {
          line: 3,
          entryDate: '2025-03-01',
          exitDate: null,
          country: null,
          notes: '=HYPERLINK("http://x")',
        },
        {
          line: 4,
          entryDate: '2025-01-01',
          exitDate: '2025-01-02',
          country: 'Italy',
          notes: 'two\nlines',
        },
      ],
    });
  });

  it('reads a simple CSV in any column order and case, with country codes and names in any case', () => {
    const csv =
      'notes,COUNTRY,exit date,Entry Date\nski trip,at,2025-02-10,2025-02-01\n,spain,,2025-04-01\n';
    expect(parseVisitsCsv(csv)).toEqual({
      format: 'generic',
      errors: [],
      visits: [
        {
          line: 2,
          entryDate: '2025-02-01',
          exitDate: '2025-02-10',
          country: 'Austria',
          notes: 'ski trip',
        },
        { line: 3, entryDate: '2025-04-01', exitDate: null, country: 'Spain', notes: null },
      ],
    });
  });

  it('keeps a leading quote of notes in a simple CSV (only the export neutralises)', () => {
    const { visits } = parseVisitsCsv("Entry date,Notes\n2025-02-01,'=1\n");
    expect(visits[0]?.notes).toBe("'=1");
  });

  it('names each bad line (1-based, the header is line 1) and keeps the good ones', () => {
    const csv = [
      'Entry date,Exit date,Country,Notes',
      '2025-02-01,2025-02-10,France,ok',
      '2025-02-30,2025-03-01,France,',
      '2025-03-10,2025-03-01,,',
      '',
      '01/04/2025,,,',
      '2025-05-01,,Atlantis,',
      ',2025-06-01,,',
      `2025-07-01,,,${'x'.repeat(NOTES_MAX_LENGTH + 1)}`,
      '2025-08-01,,,,extra',
      '2025-09-01,2025-09-02,,',
    ].join('\n');
    const result = parseVisitsCsv(csv);
    expect(result.visits.map((visit) => visit.line)).toEqual([2, 11]);
    expect(result.errors).toEqual([
      {
        line: 3,
        code: 'NOT_A_DATE',
        values: { date: 'entry', text: '2025-02-30' },
        message:
          "Entry date '2025-02-30' is not a date: write it as YYYY-MM-DD, for example 2025-06-01.",
      },
      {
        line: 4,
        code: 'EXIT_BEFORE_ENTRY',
        values: {},
        message: 'Exit date must be after entry date',
      },
      {
        line: 6,
        code: 'NOT_A_DATE',
        values: { date: 'entry', text: '01/04/2025' },
        message:
          "Entry date '01/04/2025' is not a date: write it as YYYY-MM-DD, for example 2025-06-01.",
      },
      {
        line: 7,
        code: 'UNKNOWN_COUNTRY',
        values: { text: 'Atlantis' },
        message:
          "'Atlantis' is not a Schengen country: write its English name (for example France) or its two-letter code, or leave it empty.",
      },
      { line: 8, code: 'ENTRY_DATE_REQUIRED', values: {}, message: 'Entry date is required.' },
      {
        line: 9,
        code: 'NOTES_TOO_LONG',
        values: { max: NOTES_MAX_LENGTH },
        message: `Notes must be at most ${NOTES_MAX_LENGTH} characters`,
      },
      {
        line: 10,
        code: 'TOO_MANY_FIELDS',
        values: { fields: 5, headerFields: 4 },
        message: 'This line has 5 fields; the header has 4.',
      },
    ]);
  });

  it('counts the lines of a quoted field that spans several lines', () => {
    const csv = 'Entry date,Notes\n2025-01-01,"a\nb\nc"\n2025-13-01,\n';
    expect(parseVisitsCsv(csv).errors).toEqual([
      {
        line: 5,
        code: 'NOT_A_DATE',
        values: { date: 'entry', text: '2025-13-01' },
        message: expect.stringContaining("'2025-13-01' is not a date"),
      },
    ]);
  });

  it('names a bad exit date as the exit date', () => {
    expect(parseVisitsCsv('Entry date,Exit date\n2025-01-01,soon\n').errors).toEqual([
      {
        line: 2,
        code: 'NOT_A_DATE',
        values: { date: 'exit', text: 'soon' },
        message: "Exit date 'soon' is not a date: write it as YYYY-MM-DD, for example 2025-06-01.",
      },
    ]);
  });

  it('refuses an unknown or repeated column, and a header without an entry date, on line 1', () => {
    expect(parseVisitsCsv('Entry date,Contry\n2025-01-01,France\n')).toEqual({
      format: 'generic',
      visits: [],
      errors: [
        {
          line: 1,
          code: 'UNKNOWN_COLUMN',
          values: { column: 'Contry', ...EXPECTED_COLUMNS },
          message: `Unknown column 'Contry'. ${EXPECTED_SENTENCE}`,
        },
      ],
    });
    expect(parseVisitsCsv('Entry date,entry_date\n').errors).toEqual([
      {
        line: 1,
        code: 'REPEATED_COLUMN',
        values: { column: 'entry_date' },
        message: "The column 'entry_date' appears twice.",
      },
    ]);
    expect(parseVisitsCsv('Country,Notes\nFrance,x\n').errors[0]).toEqual({
      line: 1,
      code: 'NO_ENTRY_COLUMN',
      values: EXPECTED_COLUMNS,
      message: `No entry date column. ${EXPECTED_SENTENCE}`,
    });
  });

  it('says so for an empty file, a header alone, and text that is not CSV (with its line)', () => {
    expect(parseVisitsCsv('\n\n').errors).toEqual([
      {
        line: 1,
        code: 'EMPTY_FILE',
        values: EXPECTED_COLUMNS,
        message: `The file is empty. ${EXPECTED_SENTENCE}`,
      },
    ]);
    expect(parseVisitsCsv('Entry date\n').errors).toEqual([
      {
        line: 1,
        code: 'NO_VISITS',
        values: {},
        message: 'The file has a header but no visits.',
      },
    ]);
    const broken = parseVisitsCsv('Entry date,Notes\n2025-01-01,ok\n2025-02-01,"unclosed\n');
    expect(broken.visits).toEqual([]);
    expect(broken.errors).toEqual([
      {
        line: 3,
        code: 'INVALID_CSV',
        values: { problem: 'unclosedQuote' },
        message: 'The file is not valid CSV: a quoted value is never closed.',
      },
    ]);
  });

  it.each([
    ['a quote inside a value', 'Entry date,Notes\n2025-01-01,say "hi"\n', 'quoteInField'],
    ['text after a closing quote', 'Entry date,Notes\n2025-01-01,"hi"there\n', 'textAfterQuote'],
    ['a space after a closing quote', 'Entry date,Notes\n2025-01-01,"hi" \n', 'textAfterQuote'],
  ])('names %s as the reason the text is not CSV (line 2)', (_case, text, problem) => {
    expect(parseVisitsCsv(text).errors).toEqual([
      expect.objectContaining({ line: 2, code: 'INVALID_CSV', values: { problem } }),
    ]);
  });
});
