import type { TravelHistoryReport } from '@app/contracts';

import { pdfTranslator, type PdfTranslator } from './pdf-translator';
import { travelHistoryFooterHtml, travelHistoryHtml } from './travel-history.template';

function aJob(overrides: Partial<TravelHistoryReport> = {}): TravelHistoryReport {
  return {
    requestId: '0d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6a',
    userId: '5f0c6a3e-4a8b-4c1d-9e2f-0a1b2c3d4e5f',
    productName: 'Schengen Tracker',
    generatedFor: 'Amy Lee',
    reportDate: '2025-06-15',
    fileName: 'schengen-travel-history-2025-06-15.pdf',
    rows: [
      {
        country: null,
        notes: null,
        entryDate: '2025-06-10',
        exitDate: null,
        days: 6,
        notCountedDays: 0,
      },
      {
        country: 'France',
        notes: 'Paris',
        entryDate: '2025-03-01',
        exitDate: '2025-03-10',
        days: 10,
        notCountedDays: 0,
      },
    ],
    summary: {
      totalVisits: 2,
      daysUsed: 16,
      daysLeft: 74,
      isInside: true,
      lastDayToStay: '2025-09-07',
    },
    usage: { from: '2024-12-18', daysUsed: Array.from({ length: 180 }, () => 16) },
    ...overrides,
  };
}

describe('travelHistoryHtml', () => {
  let en: PdfTranslator;
  beforeAll(async () => {
    en = await pdfTranslator('en');
  });

  it('holds the title, the generated-for line, the report date and the total visits', () => {
    const html = travelHistoryHtml(aJob(), en);
    expect(html).toContain('<h1>Schengen Tracker: Schengen travel history</h1>');
    expect(html).toContain('<p>Generated for: Amy Lee</p>');
    expect(html).toContain('<p>Report date: 15 June 2025</p>');
    expect(html).toContain('<p>Total visits: 2</p>');
  });

  it("names no traveller on the account holder's report (SPEC's text)", () => {
    const html = travelHistoryHtml(aJob(), en);
    expect(html).toContain(
      '<h1>Schengen Tracker: Schengen travel history</h1>\n<p>Generated for: Amy Lee</p>\n',
    );
    expect(html).not.toContain('Traveller:');
    expect(html).toContain('<title>Schengen Tracker travel history: Amy Lee, 15 June 2025</title>');
  });

  it('names another traveller under the title and in the document title (issue #22)', () => {
    const html = travelHistoryHtml(aJob({ travellerName: 'Sam' }), en);
    expect(html).toContain(
      '<h1>Schengen Tracker: Schengen travel history</h1>\n<p>Traveller: Sam</p>\n<p>Generated for: Amy Lee</p>',
    );
    expect(html).toContain('<title>Schengen Tracker travel history: Sam, 15 June 2025</title>');
    expect(travelHistoryHtml(aJob({ travellerName: '<b>Eve</b>' }), en)).toContain(
      '<p>Traveller: &lt;b&gt;Eve&lt;/b&gt;</p>',
    );
  });

  it("names another traveller in the report's language, in German", async () => {
    const de = await pdfTranslator('de');
    expect(travelHistoryHtml(aJob(), de)).not.toContain('Reisende Person:');
    const html = travelHistoryHtml(aJob({ travellerName: 'Sam' }), de);
    expect(html).toContain('<p>Reisende Person: Sam</p>\n<p>Erstellt für: Amy Lee</p>');
    expect(html).toContain('<title>Schengen Tracker Reisehistorie: Sam, 15. Juni 2025</title>');
  });

  it("has the CSV's columns, 'Ongoing' and 'Not specified'", () => {
    const html = travelHistoryHtml(aJob(), en);
    for (const column of ['Country', 'Notes', 'Date of Entry', 'Date of Exit', 'Number of Days']) {
      expect(html).toContain(`scope="col">${column}</th>`);
    }
    expect(html).toContain('<span class="muted">Not specified</span>');
    expect(html).toContain('<span class="ongoing">Ongoing</span>');
  });

  it('adds the days that do not count when a visit holds some (issue #22), as the CSV does', () => {
    expect(travelHistoryHtml(aJob(), en)).not.toContain('Days Not Counted');
    const [first, second] = aJob().rows;
    const html = travelHistoryHtml(
      aJob({ rows: [first!, { ...second!, country: 'Cyprus', notCountedDays: 10 }] }),
      en,
    );
    expect(html).toContain('scope="col">Days Not Counted</th>');
    expect(html).toContain('<td class="days">10</td><td class="days">10</td></tr>');
    expect(html).toContain('<td class="days">6</td><td class="days">0</td></tr>');
  });

  it('escapes everything the traveller typed, the names included', () => {
    const html = travelHistoryHtml(
      aJob({
        generatedFor: '<b>Eve</b>',
        rows: [
          {
            country: '<i>France</i>',
            notes: '<script>alert(1)</script><img src="http://evil.example/x.png">',
            entryDate: '2025-03-01',
            exitDate: '2025-03-02',
            days: 2,
            notCountedDays: 0,
          },
        ],
      }),
      en,
    );
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>Eve');
    expect(html).toContain(
      '&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=&quot;http://evil.example/x.png&quot;&gt;',
    );
    expect(html).toContain('&lt;i&gt;France&lt;/i&gt;');
    expect(travelHistoryFooterHtml(aJob({ generatedFor: '<b>Eve</b>' }), en)).toContain(
      '&lt;b&gt;Eve',
    );
  });

  it('forbids loading anything through its content security policy', () => {
    expect(travelHistoryHtml(aJob(), en)).toContain(
      "content=\"default-src 'none'; style-src 'unsafe-inline'\"",
    );
  });

  it('says when there is no visit and when no day is left', () => {
    const html = travelHistoryHtml(
      aJob({
        rows: [],
        summary: {
          totalVisits: 0,
          daysUsed: 91,
          daysLeft: 0,
          isInside: false,
          lastDayToStay: null,
        },
      }),
      en,
    );
    expect(html).toContain('No visits recorded.');
    expect(html).toContain('no day left to stay');
  });

  it('writes the report in its language, Arabic right to left, with dates and numbers by Intl', async () => {
    const ar = await pdfTranslator('ar');
    const html = travelHistoryHtml(aJob(), ar);
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<h1>Schengen Tracker: سجل رحلات شنغن</h1>');
    expect(html).toMatch(/[\u0600-\u06FF]/);
    expect(html).toContain(
      new Intl.DateTimeFormat('ar', { dateStyle: 'long', timeZone: 'UTC' }).format(
        Date.UTC(2025, 5, 15),
      ),
    );
    expect(travelHistoryFooterHtml(aJob(), ar)).toContain('dir="rtl"');
  });

  it('numbers the footer pages where Chromium fills them in, in German', async () => {
    const footer = travelHistoryFooterHtml(aJob(), await pdfTranslator('de'));
    expect(footer).toContain(
      'Seite <span class="pageNumber"></span> von <span class="totalPages"></span>',
    );
    expect(footer).toContain('15. Juni 2025');
  });
});
