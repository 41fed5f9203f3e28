import type { PlannedTripSummary, WeeklySummaryEmailJob } from '@app/contracts';

import { statusMessage } from './compliance-status';
import { renderEmail, type Brand, type EmailBlock, type EmailContent } from './email-layout';
import { formatDay } from './format-day';
import { formatCount } from './plural';

function tripText(trip: PlannedTripSummary): string {
  const dates =
    trip.exitDate === null
      ? `from ${formatDay(trip.entryDate)} (no exit recorded yet)`
      : `${formatDay(trip.entryDate)} to ${formatDay(trip.exitDate)}`;
  return trip.country === null ? dates : `${dates}, ${trip.country}`;
}

/**
 * The Monday summary (preference `weekly_summaries`): days used and not used in the last 180
 * days with the dashboard's status text, inside or outside, the last day to stay when inside,
 * and the next planned trip. Every value from the job is escaped by the layout.
 *
 * @example
 * weeklySummaryEmail(brand, { job, unsubscribeUrl }).subject
 * // → 'Your weekly Schengen summary: 42 days used, 48 left'
 */
export function weeklySummaryEmail(
  brand: Brand,
  input: { job: WeeklySummaryEmailJob; unsubscribeUrl: string },
): EmailContent {
  const { job } = input;
  const blocks: EmailBlock[] = [
    { kind: 'text', text: `Here is where you stand on ${formatDay(job.asOf)}.` },
    { kind: 'value', label: 'Days used in the last 180 days', value: String(job.daysUsed) },
    {
      kind: 'value',
      label: 'Days not used in the last 180 days',
      value: String(job.daysRemaining),
    },
    { kind: 'text', text: statusMessage(job.level, job.daysUsed) },
    {
      kind: 'text',
      text: job.isInsideSchengen
        ? 'Currently Inside Schengen Area'
        : 'Currently Outside Schengen Area',
    },
  ];
  if (job.lastDayToStay !== null) {
    blocks.push({ kind: 'value', label: 'Last day to stay', value: formatDay(job.lastDayToStay) });
  }
  blocks.push(
    job.nextTrip === null
      ? { kind: 'text', text: 'No upcoming trip is recorded.' }
      : { kind: 'value', label: 'Next planned trip', value: tripText(job.nextTrip) },
    { kind: 'action', label: 'Open your dashboard', url: `${brand.publicUrl}/dashboard` },
  );
  return renderEmail(brand, {
    subject: `Your weekly Schengen summary: ${formatCount(job.daysUsed, 'day')} used, ${job.daysRemaining} left`,
    greeting: `Hello ${job.displayName},`,
    blocks,
    footer: [
      {
        kind: 'text',
        text: 'You receive this summary on Mondays because weekly summaries are on in your profile.',
      },
      { kind: 'action', label: 'Turn off weekly summaries', url: input.unsubscribeUrl },
    ],
  });
}
