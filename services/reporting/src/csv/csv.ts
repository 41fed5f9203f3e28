/**
 * A small RFC 4180 writer for the exports (no CSV library is installed in the workspace): CRLF
 * line ends, fields quoted only when they hold a quote, a comma or a line break (quotes doubled),
 * a UTF-8 byte order mark so that Excel reads accents right, and formula neutralisation.
 */

import { SPREADSHEET_FORMULA_START } from '@app/contracts';

/** The byte order mark that tells Excel a CSV file is UTF-8. */
export const UTF8_BOM = '\uFEFF';

const NEEDS_QUOTES = /[",\r\n]/;

/** A cell's value: text is written as given (neutralised), a number as its decimal form. */
export type CsvValue = string | number;

/**
 * Text a spreadsheet will show and never run: a leading formula character gets a `'` before it.
 *
 * @example
 * neutraliseFormula('=HYPERLINK("http://x")') // → '\'=HYPERLINK("http://x")'
 * neutraliseFormula('Paris') // → 'Paris'
 */
export function neutraliseFormula(text: string): string {
  return SPREADSHEET_FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * One field as written in the file: text neutralised then quoted when needed; a number as is.
 *
 * @example
 * csvField('Rome, Italy') // → '"Rome, Italy"'
 * csvField(12) // → '12'
 */
export function csvField(value: CsvValue): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`A CSV number must be finite: ${value}`);
    return String(value);
  }
  const text = neutraliseFormula(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A whole CSV document: the BOM, the header, then one CRLF-terminated line per row.
 *
 * @example
 * toCsv(['Country', 'Days'], [['France', 3]]) // → '\uFEFFCountry,Days\r\nFrance,3\r\n'
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header, ...rows].map((row) => {
    if (row.length !== header.length) {
      throw new RangeError(`A CSV row has ${row.length} fields; the header has ${header.length}`);
    }
    return row.map(csvField).join(',');
  });
  return `${UTF8_BOM}${lines.join('\r\n')}\r\n`;
}
