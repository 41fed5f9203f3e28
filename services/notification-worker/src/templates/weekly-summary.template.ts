import type {
  PlannedTripSummary,
  TravellerWeekSummary,
  WeeklySummaryEmailJob,
} from '@app/contracts';
import { formatDay, formatNumber } from '@app/i18n';

import { statusMessage } from './compliance-status';
import { defineEmail, type EmailBlock } from './email-layout';
import type { EmailTranslator } from './email-translator';

function tripText({ t, language }: EmailTranslator, trip: PlannedTripSummary): string {
  const entryDate = formatDay(language, trip.entryDate, 'full');
  const dates =
    trip.exitDate === null
      ? t('weekly.tripOpen', { entryDate })
      : t('weekly.tripDates', { entryDate, exitDate: formatDay(language, trip.exitDate, 'full') });
  return trip.country === null ? dates : t('weekly.tripCountry', { dates, country: trip.country });
}

/** Another traveller's line: their figures, presence and last day to stay, then their status. */
function travellerBlocks(
  translator: EmailTranslator,
  traveller: TravellerWeekSummary,
): EmailBlock[] {
  const { t, language } = translator;
  const figures = t('weekly.travellerFigures', {
    daysUsed: traveller.daysUsed,
    daysRemaining: traveller.daysRemaining,
    presence: traveller.isInsideSchengen ? 'inside' : 'outside',
  });
  const value =
    traveller.lastDayToStay === null
      ? figures
      : t('weekly.travellerLastDay', {
          figures,
          date: formatDay(language, traveller.lastDayToStay, 'full'),
        });
  return [
    { kind: 'value', label: traveller.name, value },
    {
      kind: 'text',
      text: statusMessage(translator, traveller.level, traveller.daysUsed, traveller.name),
    },
  ];
}

/**
 * The Monday summary (preference `weekly_summaries`): days used and not used in the last 180
 * days with the dashboard's status text, inside or outside, the last day to stay when inside,
 * and the next planned trip, then the same figures for each other traveller of the account (ADR 0034
 * part 5), in the recipient's language. Every value from the job is escaped by
 * the layout.
 *
 * @example
 * weeklySummaryEmail(brand, t, { job, unsubscribeUrl }).subject
 * // → 'Your weekly Schengen summary: 42 days used, 48 left'
 */
export const weeklySummaryEmail = defineEmail(
  ({ t, translator, brand }, input: { job: WeeklySummaryEmailJob; unsubscribeUrl: string }) => {
    const { job } = input;
    const { language } = translator;
    const blocks: EmailBlock[] = [
      { kind: 'text', text: t('weekly.standing', { date: formatDay(language, job.asOf, 'full') }) },
      { kind: 'value', label: t('common.daysUsed'), value: formatNumber(language, job.daysUsed) },
      {
        kind: 'value',
        label: t('common.daysNotUsed'),
        value: formatNumber(language, job.daysRemaining),
      },
      { kind: 'text', text: statusMessage(translator, job.level, job.daysUsed) },
      { kind: 'text', text: t(job.isInsideSchengen ? 'weekly.inside' : 'weekly.outside') },
    ];
    if (job.lastDayToStay !== null) {
      blocks.push({
        kind: 'value',
        label: t('common.lastDayToStay'),
        value: formatDay(language, job.lastDayToStay, 'full'),
      });
    }
    blocks.push(
      job.nextTrip === null
        ? { kind: 'text', text: t('weekly.noTrip') }
        : { kind: 'value', label: t('weekly.nextTrip'), value: tripText(translator, job.nextTrip) },
    );
    const others = job.otherTravellers ?? [];
    if (others.length > 0) {
      blocks.push(
        { kind: 'text', text: t('weekly.travellers') },
        ...others.flatMap((traveller) => travellerBlocks(translator, traveller)),
      );
    }
    blocks.push({
      kind: 'action',
      label: t('common.openDashboard'),
      url: `${brand.publicUrl}/dashboard`,
    });
    return {
      subject: t('weekly.subject', { daysUsed: job.daysUsed, daysRemaining: job.daysRemaining }),
      greeting: t('common.greeting', { name: job.displayName }),
      blocks,
      footer: [
        { kind: 'text', text: t('weekly.why') },
        { kind: 'action', label: t('weekly.unsubscribe'), url: input.unsubscribeUrl },
      ],
    };
  },
);
