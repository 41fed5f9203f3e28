import { randomUUID } from 'node:crypto';

import type {
  TravelHistoryDto,
  TravelHistoryPdfJob,
  TravelHistoryReport,
  TravelHistoryRow,
} from '@app/contracts';

const COUNTRIES = ['France', 'Germany', 'Italy', 'Spain', null] as const;
const DAY_MS = 86_400_000;

/** `count` completed visits of 3 to 9 days, ten days apart, newest first (as the service sends). */
export function someVisits(count: number): TravelHistoryRow[] {
  const rows: TravelHistoryRow[] = [];
  const start = Date.UTC(2000, 0, 1);
  for (let index = 0; index < count; index += 1) {
    const entry = start + index * 12 * DAY_MS;
    const days = 3 + (index % 7);
    rows.push({
      country: COUNTRIES[index % COUNTRIES.length] ?? null,
      notes: index % 3 === 0 ? `Visit number ${index + 1}` : null,
      entryDate: new Date(entry).toISOString().slice(0, 10),
      exitDate: new Date(entry + (days - 1) * DAY_MS).toISOString().slice(0, 10),
      days,
      notCountedDays: 0,
    });
  }
  return rows.reverse();
}

/** A whole report (a job and its history); override what the test is about. */
export function aTravelHistoryReport(
  overrides: Partial<TravelHistoryReport> = {},
): TravelHistoryReport {
  const requestId = overrides.requestId ?? randomUUID();
  return {
    requestId,
    userId: randomUUID(),
    productName: 'Schengen Tracker',
    generatedFor: 'Amélie Durand',
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
    usage: {
      from: '2024-12-18',
      daysUsed: Array.from({ length: 180 }, (_, i) => Math.min(16, Math.max(0, i - 163))),
    },
    ...overrides,
  };
}

/** The job the reporting service enqueues for `report`: no history. */
export function jobOf(report: TravelHistoryReport): TravelHistoryPdfJob {
  const { rows: _rows, summary: _summary, usage: _usage, ...job } = report;
  return job;
}

/** What the reporting service answers the worker for `report`'s job. */
export function historyOf(report: TravelHistoryReport): TravelHistoryDto {
  return { rows: report.rows, summary: report.summary, usage: report.usage };
}
