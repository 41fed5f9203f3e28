import escapeHtml from 'escape-html';

import type { TravelHistoryUsage } from '@app/contracts';
import {
  addDays,
  type ComplianceLevel,
  complianceLevel,
  MAX_DAYS_IN_WINDOW,
} from '@app/schengen-rules';
import { formatDay, formatNumber } from '@app/i18n';

import type { PdfTranslator } from './pdf-translator';

const WIDTH = 720;
const HEIGHT = 180;
const LEFT = 34;
const RIGHT = 8;
const TOP = 10;
const BOTTOM = 24;

/** The dashboard's colours of each compliance level (SPEC §4: green, yellow, red, dark red). */
const LEVEL_COLOURS: Record<ComplianceLevel, string> = {
  safe: '#2e7d32',
  warning: '#f9a825',
  danger: '#c62828',
  exceeded: '#7f0000',
};

/**
 * An inline SVG bar chart of the days used on each day of the window (one bar a day, coloured by
 * the dashboard's compliance level), with the 90-day limit as a dashed line, labelled in the
 * report's language. Pure markup: nothing to load, nothing to run.
 *
 * @example
 * usageChartSvg({ from: '2024-12-18', daysUsed: [0, 0, …, 16] }, t) // → '<svg …>…</svg>'
 */
export function usageChartSvg(usage: TravelHistoryUsage, { t, language }: PdfTranslator): string {
  const day = (date: string) => escapeHtml(formatDay(language, date, 'medium'));
  const days = usage.daysUsed.length;
  if (days === 0) return '';
  const top = Math.max(MAX_DAYS_IN_WINDOW, ...usage.daysUsed);
  const plotWidth = WIDTH - LEFT - RIGHT;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const barWidth = plotWidth / days;
  const y = (value: number) => TOP + plotHeight - (value / top) * plotHeight;
  const bars = usage.daysUsed
    .map((value, index) => {
      if (value <= 0) return '';
      const x = LEFT + index * barWidth;
      const colour = LEVEL_COLOURS[complianceLevel(value, 'dashboard')];
      return `<rect x="${fixed(x)}" y="${fixed(y(value))}" width="${fixed(barWidth)}" height="${fixed(y(0) - y(value))}" fill="${colour}"/>`;
    })
    .join('');
  const last = addDays(usage.from, days - 1);
  const middle = addDays(usage.from, Math.floor((days - 1) / 2));
  const ticks = [
    0,
    MAX_DAYS_IN_WINDOW / 2,
    MAX_DAYS_IN_WINDOW,
    ...(top > MAX_DAYS_IN_WINDOW ? [top] : []),
  ]
    .map(
      (value) =>
        `<text x="${LEFT - 4}" y="${fixed(y(value) + 3)}" text-anchor="end">${formatNumber(language, value)}</text>` +
        `<line x1="${LEFT}" x2="${WIDTH - RIGHT}" y1="${fixed(y(value))}" y2="${fixed(y(value))}" stroke="#e3e7ee" stroke-width="0.6"/>`,
    )
    .join('');
  const limit = y(MAX_DAYS_IN_WINDOW);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${escapeHtml(t('chartLabel', { from: formatDay(language, usage.from), to: formatDay(language, last) }))}" font-family="DejaVu Sans, Arial, sans-serif" font-size="9" fill="#444">`,
    ticks,
    bars,
    `<line x1="${LEFT}" x2="${WIDTH - RIGHT}" y1="${fixed(limit)}" y2="${fixed(limit)}" stroke="#c62828" stroke-width="1" stroke-dasharray="4 3"/>`,
    `<text x="${WIDTH - RIGHT}" y="${fixed(limit - 3)}" text-anchor="end" fill="#c62828">${escapeHtml(t('chartLimit'))}</text>`,
    `<line x1="${LEFT}" x2="${WIDTH - RIGHT}" y1="${fixed(y(0))}" y2="${fixed(y(0))}" stroke="#888" stroke-width="0.8"/>`,
    `<text x="${LEFT}" y="${HEIGHT - 8}">${day(usage.from)}</text>`,
    `<text x="${fixed(LEFT + plotWidth / 2)}" y="${HEIGHT - 8}" text-anchor="middle">${day(middle)}</text>`,
    `<text x="${WIDTH - RIGHT}" y="${HEIGHT - 8}" text-anchor="end">${day(last)}</text>`,
    '</svg>',
  ].join('');
}

function fixed(value: number): string {
  return value.toFixed(2);
}
