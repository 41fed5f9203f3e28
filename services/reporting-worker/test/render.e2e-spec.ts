/**
 * The travel history PDF as Chromium prints it (the real browser of the machine): the text read
 * back from the file shows the rows and totals; notes holding markup or URLs print as text and
 * make no request; 2,000 visits make a correct multi-page A4 document.
 */
import type { TravelHistoryReport } from '@app/contracts';
import { formatDay } from '@app/i18n';

import { BrowserPool } from '../src/browser/browser-pool';
import { htmlToPdf, type RenderedPdf } from '../src/render/html-to-pdf';
import { pdfTranslator } from '../src/templates/pdf-translator';
import {
  travelHistoryFooterHtml,
  travelHistoryHtml,
} from '../src/templates/travel-history.template';
import { TEST_CHROMIUM_PATH } from './support/chromium';
import { readPdfText } from './support/pdf-text';
import { startRequestRecorder, type RequestRecorder } from './support/request-recorder';
import { aTravelHistoryReport, someVisits } from './support/travel-history-job';

let pool: BrowserPool;
let recorder: RequestRecorder;

beforeAll(async () => {
  pool = new BrowserPool({ executablePath: TEST_CHROMIUM_PATH, maxJobsPerBrowser: 0 });
  recorder = await startRequestRecorder();
});

afterAll(async () => {
  await pool.close();
  await recorder.close();
});

/** A row's date as the English report prints it (Intl, British English). */
const day = (date: string): string => formatDay('en', date, 'medium');

async function render(job: TravelHistoryReport): Promise<RenderedPdf> {
  const en = await pdfTranslator('en');
  return pool.withPage((page) =>
    htmlToPdf(page, travelHistoryHtml(job, en), {
      footerHtml: travelHistoryFooterHtml(job, en),
      timeoutMs: 30_000,
    }),
  );
}

describe('the travel history PDF', () => {
  it('shows the title, the generated-for line, the totals and the rows, newest first', async () => {
    const { pdf, blockedRequests } = await render(aTravelHistoryReport());
    const { lines, pages, title, text } = readPdfText(pdf);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pages).toHaveLength(1);
    expect(title).toBe('Schengen Tracker travel history: Amélie Durand, 15 June 2025');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Schengen Tracker: Schengen travel history',
        'Generated for: Amélie Durand',
        'Report date: 15 June 2025',
        'Total visits: 2',
        'Country',
        'Notes',
        'Date of Entry',
        'Date of Exit',
        'Number of Days',
        'Not specified',
        'Ongoing',
        'France',
        'Paris',
        '90-day limit',
      ]),
    );
    const after = (label: string) => lines[lines.indexOf(label) + 1];
    expect(after('Days used')).toBe('16');
    expect(after('Days left')).toBe('74');
    // The figure wraps a long date over two lines: read it without the line break.
    expect(text.replace(/\s+/g, ' ')).toContain('Last day to stay 7 September 2025');
    expect(after('On the report date')).toBe('Inside');
    const ongoing = lines.indexOf(day('2025-06-10'));
    const paris = lines.indexOf(day('2025-03-01'));
    expect(ongoing).toBeGreaterThan(lines.indexOf('Number of Days'));
    expect(paris).toBeGreaterThan(ongoing);
    expect(lines.slice(paris, paris + 3)).toEqual([day('2025-03-01'), day('2025-03-10'), '10']);
    expect(blockedRequests).toEqual([]);
  });

  it('names a traveller who is not the account holder under the title and in /Title (issue #22)', async () => {
    const { lines, title } = readPdfText(
      (await render(aTravelHistoryReport({ travellerName: 'Sam' }))).pdf,
    );
    expect(title).toBe('Schengen Tracker travel history: Sam, 15 June 2025');
    const heading = lines.indexOf('Schengen Tracker: Schengen travel history');
    expect(lines.slice(heading, heading + 3)).toEqual([
      'Schengen Tracker: Schengen travel history',
      'Traveller: Sam',
      'Generated for: Amélie Durand',
    ]);
    const holder = readPdfText((await render(aTravelHistoryReport())).pdf);
    expect(holder.lines.filter((line) => line.startsWith('Traveller'))).toEqual([]);
  });

  it('prints a note holding a script, markup or a URL as text, and fetches nothing', async () => {
    const notes = [
      `<script>fetch('${recorder.origin}/script')</script>`,
      `<img src="${recorder.origin}/image.png">`,
      `${recorder.origin}/link and https://example.com/?q=1`,
    ];
    const job = aTravelHistoryReport({
      rows: notes.map((note, index) => ({
        country: 'Italy',
        notes: note,
        entryDate: `2025-0${index + 1}-01`,
        exitDate: `2025-0${index + 1}-02`,
        days: 2,
        notCountedDays: 0,
      })),
    });
    const { pdf, blockedRequests } = await render(job);
    const { text } = readPdfText(pdf);
    // A long note wraps over lines (the space at a wrap is not printed): compare without blanks.
    const flat = text.replace(/\s/g, '');
    for (const note of notes) expect(flat).toContain(note.replace(/\s/g, ''));
    expect(recorder.hits).toEqual([]);
    expect(blockedRequests).toEqual([]);
  });

  it('refuses any request a document would make, to the network or the file system', async () => {
    const html = `<!doctype html><html><head><link rel="stylesheet" href="${recorder.origin}/style.css"></head><body><p>Hello</p><img src="${recorder.origin}/pixel.png"><iframe src="${recorder.origin}/frame"></iframe><img src="file:///etc/hostname"></body></html>`;
    const { pdf, blockedRequests } = await pool.withPage((page) =>
      htmlToPdf(page, html, { footerHtml: '<span></span>', timeoutMs: 30_000 }),
    );
    expect(readPdfText(pdf).lines).toContain('Hello');
    expect(recorder.hits).toEqual([]);
    expect(blockedRequests).toEqual(
      expect.arrayContaining([`${recorder.origin}/style.css`, `${recorder.origin}/pixel.png`]),
    );
  });

  it("shows nothing of the previous report on a page reused for another user's", async () => {
    await render(aTravelHistoryReport({ generatedFor: 'First Traveller' }));
    const { pdf } = await render(
      aTravelHistoryReport({
        generatedFor: 'Second Traveller',
        rows: [
          {
            country: 'Spain',
            notes: null,
            entryDate: '2025-02-01',
            exitDate: '2025-02-03',
            days: 3,
            notCountedDays: 0,
          },
        ],
      }),
    );
    const { text } = readPdfText(pdf);
    expect(text).toContain('Generated for: Second Traveller');
    expect(text).not.toContain('First Traveller');
    expect(text).not.toContain('Paris');
    expect(pool.launches).toBe(1);
  });

  it('prints 2,000 visits over many A4 pages, every row and the column headers on each page', async () => {
    const rows = someVisits(2_000);
    const { pdf } = await render(
      aTravelHistoryReport({
        rows,
        summary: {
          totalVisits: 2_000,
          daysUsed: 9,
          daysLeft: 81,
          isInside: false,
          lastDayToStay: '2025-09-03',
        },
      }),
    );
    const { pages, lines } = readPdfText(pdf);
    expect(pages.length).toBeGreaterThan(20);
    expect(lines).toContain('Total visits: 2,000');
    for (const page of pages) expect(page).toContain('Date of Entry');
    expect(pages.at(-1)).toEqual(expect.arrayContaining(['Page', String(pages.length)]));
    const printed = new Set(lines);
    expect(rows.filter((row) => !printed.has(day(row.entryDate)))).toEqual([]);
    expect(
      rows.filter((row) => !printed.has(row.exitDate === null ? '' : day(row.exitDate))),
    ).toEqual([]);
    // Newest first across the pages: the first and last rows land on the first and last page.
    expect(pages.flat().indexOf(day(rows[0]!.entryDate))).toBeLessThan(
      pages.flat().indexOf(day(rows[1_999]!.entryDate)),
    );
    // A4 (595.28 × 841.89 pt) as Chromium rounds it to CSS pixels.
    const boxes = [...pdf.toString('latin1').matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)];
    expect(boxes).toHaveLength(pages.length);
    for (const [, width, height] of boxes) {
      expect(Number(width)).toBeCloseTo(595.28, -1);
      expect(Number(height)).toBeCloseTo(841.89, -1);
    }
  });
});
