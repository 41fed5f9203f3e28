import { isApiError, errorMessageOf } from '../../lib/api';
import { formatLongDate } from '../../lib/dates';
import { formatCount } from '../../lib/plural';

/** SPEC §2 'Avg Entries/User': total entries per user, rounded; 0 without users. */
export function averageEntriesPerUser(totalEntries: number, totalUsers: number): number {
  return totalUsers > 0 ? Math.round(totalEntries / totalUsers) : 0;
}

/** A calendar date (YYYY-MM-DD) as '3 March 2026'. */
export function formatDay(isoDate: string): string {
  return formatLongDate(isoDate);
}

// Built on first use, then kept: Intl's formatters are costly to build and cheap to reuse.
let momentDayFormat: Intl.DateTimeFormat | undefined;

/**
 * A moment (ISO timestamp) as its day in the browser's zone, '3 March 2026' (Intl, British long
 * form, as formatLongDate writes a calendar date). Anything that is no moment is shown as it is.
 */
export function formatMoment(timestamp: string): string {
  const moment = new Date(timestamp);
  if (Number.isNaN(moment.getTime())) return timestamp;
  momentDayFormat ??= new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return momentDayFormat.format(moment);
}

/** The visible text of an HTML message, trimmed (SPEC §5: "with HTML tags removed"). */
export function visibleTextOf(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  return (document.body.textContent ?? '').trim();
}

/** SPEC §8 "with the error message": the server's readable message, else "<status>: <body>". */
export function failureMessageOf(error: unknown): string {
  return errorMessageOf(
    error,
    isApiError(error) ? error.message : 'An error occurred. Please try again.',
  );
}

/**
 * SPEC §8 "Successfully sent N emails." plus " M failed." when some failed, and (beyond SPEC) how
 * many are still being delivered when the server stopped waiting (a large send goes on after the
 * answer, and those e-mails are neither sent yet nor failed) and how many selected users were not
 * e-mailed because they turned product updates off.
 */
export function emailResultText(
  successCount: number,
  failureCount: number,
  pendingCount = 0,
  skippedCount = 0,
): string {
  const parts = [`Successfully sent ${formatCount(successCount, 'email')}.`];
  if (failureCount > 0) parts.push(`${failureCount} failed.`);
  if (pendingCount > 0) parts.push(`${pendingCount} are still being sent.`);
  if (skippedCount > 0) parts.push(`Not sent to ${skippedCount}: product updates turned off.`);
  return parts.join(' ');
}
