import escapeHtml from 'escape-html';

import {
  NOT_SPECIFIED_LABEL,
  ONGOING_LABEL,
  TRAVEL_HISTORY_COLUMNS,
  type TravelHistoryPdfJob,
  type TravelHistoryReport,
  type TravelHistoryRow,
} from '@app/contracts';

import { PRINT_STYLESHEET } from './print-stylesheet';
import { usageChartSvg } from './usage-chart';

/** Nothing may load: no script, no image, no font, no frame, from anywhere. */
const CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

const COLUMN_CLASSES = ['col-country', 'col-notes', 'col-date', 'col-date', 'col-days'];

/**
 * The travel history report as one self-contained HTML document (SPEC §9 "PDF export"): a title,
 * the 'generated for' line, the report date and the total visits, then the days used, days left
 * and last day to stay as of the report date with a chart of the last 180 days, then the visits in
 * the CSV's columns. Every value from the traveller is escaped.
 */
export function travelHistoryHtml(job: TravelHistoryReport): string {
  const product = escapeHtml(job.productName);
  const who = escapeHtml(job.generatedFor);
  const date = escapeHtml(job.reportDate);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}">
<title>${product} travel history: ${who}, ${date}</title>
<style>${PRINT_STYLESHEET}</style>
</head>
<body>
<header class="meta">
<h1>${product}: Schengen travel history</h1>
<p>Generated for: ${who}</p>
<p>Report date: ${date}</p>
<p>Total visits: ${job.summary.totalVisits}</p>
</header>
${summaryHtml(job)}
<h2>Visits</h2>
${visitsTableHtml(job.rows)}
<p class="disclaimer">Figures are computed from the traveller's own records with the 90/180-day rule: the window is the day and the 179 days before it, and entry and exit days both count. This report is for information only; official sources and border authorities decide.</p>
</body>
</html>`;
}

function summaryHtml(job: TravelHistoryReport): string {
  const { summary, reportDate } = job;
  const lastDayHint = summary.isInside
    ? 'on the current visit'
    : `if entering on ${escapeHtml(reportDate)}`;
  return `<section class="summary" aria-label="90/180 summary">
<div class="figure"><span class="label">Days used</span><span class="value">${summary.daysUsed}</span><span class="hint">in the last 180 days</span></div>
<div class="figure"><span class="label">Days left</span><span class="value">${summary.daysLeft}</span><span class="hint">of 90</span></div>
<div class="figure"><span class="label">Last day to stay</span><span class="value">${summary.lastDayToStay === null ? 'None' : escapeHtml(summary.lastDayToStay)}</span><span class="hint">${summary.lastDayToStay === null ? 'no day left to stay' : lastDayHint}</span></div>
<div class="figure"><span class="label">On the report date</span><span class="value">${summary.isInside ? 'Inside' : 'Outside'}</span><span class="hint">the Schengen Area</span></div>
</section>
<figure class="chart">${usageChartSvg(job.usage)}<figcaption>Days used in the 180-day window on each of the last 180 days. Dashed line: the 90-day limit.</figcaption></figure>`;
}

function visitsTableHtml(rows: readonly TravelHistoryRow[]): string {
  if (rows.length === 0) return '<p class="empty">No visits recorded.</p>';
  const header = TRAVEL_HISTORY_COLUMNS.map(
    (column, index) => `<th class="${COLUMN_CLASSES[index] ?? ''}" scope="col">${column}</th>`,
  ).join('');
  return `<table>
<thead><tr>${header}</tr></thead>
<tbody>
${rows.map(rowHtml).join('\n')}
</tbody>
</table>`;
}

function rowHtml(row: TravelHistoryRow): string {
  const country = row.country?.trim()
    ? escapeHtml(row.country)
    : `<span class="muted">${NOT_SPECIFIED_LABEL}</span>`;
  const exit =
    row.exitDate === null
      ? `<span class="ongoing">${ONGOING_LABEL}</span>`
      : escapeHtml(row.exitDate);
  return `<tr><td>${country}</td><td>${escapeHtml(row.notes ?? '')}</td><td>${escapeHtml(row.entryDate)}</td><td>${exit}</td><td class="days">${row.days}</td></tr>`;
}

/** The footer of every page: who and when, and the page number. */
export function travelHistoryFooterHtml(job: TravelHistoryPdfJob): string {
  return `<div style="font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 7.5px; color: #555; width: 100%; margin: 0 14mm; display: flex; justify-content: space-between;"><span>${escapeHtml(job.productName)} · ${escapeHtml(job.generatedFor)} · ${escapeHtml(job.reportDate)}</span><span>Page <span class="pageNumber"></span> of <span class="totalPages"></span></span></div>`;
}
