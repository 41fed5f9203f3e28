import escapeHtml from 'escape-html';

import type { TravelHistoryPdfJob, TravelHistoryReport, TravelHistoryRow } from '@app/contracts';
import { formatDay, formatNumber, type MessageKey } from '@app/i18n';
import { MAX_DAYS_IN_WINDOW } from '@app/schengen-rules';

import type { PdfTranslator } from './pdf-translator';
import { PRINT_STYLESHEET } from './print-stylesheet';
import { usageChartSvg } from './usage-chart';

/** Nothing may load: no script, no image, no font, no frame, from anywhere. */
const CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

/** The CSV's columns (SPEC §9) in the report's language, each with its class. */
const COLUMNS: ReadonlyArray<{ key: MessageKey<'pdf'>; className: string }> = [
  { key: 'column.country', className: 'col-country' },
  { key: 'column.notes', className: 'col-notes' },
  { key: 'column.entry', className: 'col-date' },
  { key: 'column.exit', className: 'col-date' },
  { key: 'column.days', className: 'col-days' },
];

/** The column added when a visit holds days that do not count (issue #22), as in the CSV. */
const NOT_COUNTED_COLUMN: { key: MessageKey<'pdf'>; className: string } = {
  key: 'column.notCounted',
  className: 'col-days',
};

/** Where the footer's page numbers go: Chromium fills `pageNumber` and `totalPages`. */
const PAGE = '\uE000';
const PAGES = '\uE001';

/**
 * The travel history report as one self-contained HTML document (SPEC §9 "PDF export") in the
 * job's language (`<html lang dir>`: Arabic is laid out right to left): a title, the traveller
 * when it is not the account holder (issue #22: whose travels they are), the 'generated for'
 * line, the report date and the total visits, then the days used, days left and last day to stay
 * as of the report date with a chart of the last 180 days, then the visits in the CSV's columns.
 * Dates and numbers are written by `Intl`; every value from the traveller is escaped.
 *
 * @example
 * travelHistoryHtml(report, await pdfTranslator('ar')) // → '<!doctype html>\n<html lang="ar" dir="rtl">…'
 */
export function travelHistoryHtml(job: TravelHistoryReport, translator: PdfTranslator): string {
  const { t, language, dir } = translator;
  const text = (key: MessageKey<'pdf'>, values?: Record<string, string | number>) =>
    escapeHtml(t(key, values));
  const product = job.productName;
  // The document's title names whose travels they are: the traveller's, else the user's.
  const name = job.travellerName ?? job.generatedFor;
  const travellerLine =
    job.travellerName === undefined
      ? ''
      : `<p>${text('traveller', { name: job.travellerName })}</p>\n`;
  const date = formatDay(language, job.reportDate);
  return `<!doctype html>
<html lang="${escapeHtml(language)}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}">
<title>${text('documentTitle', { product, name, date })}</title>
<style>${PRINT_STYLESHEET}</style>
</head>
<body>
<header class="meta">
<h1>${text('heading', { product })}</h1>
${travellerLine}<p>${text('generatedFor', { name: job.generatedFor })}</p>
<p>${text('reportDate', { date })}</p>
<p>${text('totalVisits', { count: formatNumber(language, job.summary.totalVisits) })}</p>
</header>
${summaryHtml(job, translator)}
<h2>${text('visits')}</h2>
${visitsTableHtml(job.rows, translator)}
<p class="disclaimer">${text('disclaimer')}</p>
</body>
</html>`;
}

function summaryHtml(job: TravelHistoryReport, translator: PdfTranslator): string {
  const { t, language } = translator;
  const text = (key: MessageKey<'pdf'>, values?: Record<string, string | number>) =>
    escapeHtml(t(key, values));
  const { summary } = job;
  const lastDay = summary.lastDayToStay;
  const lastDayHint = summary.isInside
    ? text('lastDayInside')
    : text('lastDayIfEntering', { date: formatDay(language, job.reportDate) });
  const figure = (label: string, value: string, hint: string) =>
    `<div class="figure"><span class="label">${label}</span><span class="value">${value}</span><span class="hint">${hint}</span></div>`;
  return `<section class="summary" aria-label="${text('summary')}">
${figure(text('daysUsed'), formatNumber(language, summary.daysUsed), text('daysUsedHint'))}
${figure(text('daysLeft'), formatNumber(language, summary.daysLeft), text('daysLeftHint', { maxDays: formatNumber(language, MAX_DAYS_IN_WINDOW) }))}
${figure(text('lastDay'), lastDay === null ? text('lastDayNone') : escapeHtml(formatDay(language, lastDay)), lastDay === null ? text('lastDayNoneHint') : lastDayHint)}
${figure(text('onReportDate'), summary.isInside ? text('inside') : text('outside'), text('schengenArea'))}
</section>
<figure class="chart">${usageChartSvg(job.usage, translator)}<figcaption>${text('chartCaption')}</figcaption></figure>`;
}

function visitsTableHtml(rows: readonly TravelHistoryRow[], translator: PdfTranslator): string {
  const { t } = translator;
  if (rows.length === 0) return `<p class="empty">${escapeHtml(t('noVisits'))}</p>`;
  const withNotCounted = rows.some((row) => row.notCountedDays > 0);
  const columns = withNotCounted ? [...COLUMNS, NOT_COUNTED_COLUMN] : COLUMNS;
  const header = columns
    .map(({ key, className }) => `<th class="${className}" scope="col">${escapeHtml(t(key))}</th>`)
    .join('');
  return `<table>
<thead><tr>${header}</tr></thead>
<tbody>
${rows.map((row) => rowHtml(row, translator, withNotCounted)).join('\n')}
</tbody>
</table>`;
}

function rowHtml(
  row: TravelHistoryRow,
  { t, language }: PdfTranslator,
  withNotCounted: boolean,
): string {
  const country = row.country?.trim()
    ? escapeHtml(row.country)
    : `<span class="muted">${escapeHtml(t('notSpecified'))}</span>`;
  const exit =
    row.exitDate === null
      ? `<span class="ongoing">${escapeHtml(t('ongoing'))}</span>`
      : escapeHtml(formatDay(language, row.exitDate, 'medium'));
  return `<tr><td>${country}</td><td>${escapeHtml(row.notes ?? '')}</td><td>${escapeHtml(formatDay(language, row.entryDate, 'medium'))}</td><td>${exit}</td><td class="days">${formatNumber(language, row.days)}</td>${withNotCounted ? `<td class="days">${formatNumber(language, row.notCountedDays)}</td>` : ''}</tr>`;
}

/** The footer of every page: who and when, and the page number, in the report's language. */
export function travelHistoryFooterHtml(
  job: TravelHistoryPdfJob,
  { t, language, dir }: PdfTranslator,
): string {
  const page = escapeHtml(t('footerPage', { page: PAGE, pages: PAGES }))
    .replace(PAGE, '<span class="pageNumber"></span>')
    .replace(PAGES, '<span class="totalPages"></span>');
  return `<div dir="${dir}" style="font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 7.5px; color: #555; width: 100%; margin: 0 14mm; display: flex; justify-content: space-between;"><span>${escapeHtml(job.productName)} · ${escapeHtml(job.generatedFor)} · ${escapeHtml(formatDay(language, job.reportDate))}</span><span>${page}</span></div>`;
}
