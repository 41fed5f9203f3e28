import type {
  ComplianceReminderEmailJob,
  LastDayReminderEmailJob,
  LevelChangeReminderEmailJob,
} from '@app/contracts';
import { formatDay, formatNumber } from '@app/i18n';

import { statusMessage } from './compliance-status';
import { defineEmail, type EmailBlock } from './email-layout';
import type { EmailTranslator } from './email-translator';

function subjectOf({ t }: EmailTranslator, job: ComplianceReminderEmailJob): string {
  if (job.reason === 'last-day')
    return t('compliance.subject.lastDay', { days: job.daysUntilLastDay });
  return t(`compliance.subject.${job.level}`, { daysUsed: job.daysUsed });
}

function levelChangeBlocks(
  translator: EmailTranslator,
  job: LevelChangeReminderEmailJob,
): EmailBlock[] {
  const { t, language } = translator;
  return [
    { kind: 'text', text: statusMessage(translator, job.level, job.daysUsed) },
    {
      kind: 'text',
      text: t('compliance.levelChange', {
        daysUsed: job.daysUsed,
        date: formatDay(language, job.asOf, 'full'),
      }),
    },
    { kind: 'value', label: t('common.daysUsed'), value: formatNumber(language, job.daysUsed) },
  ];
}

function lastDayBlocks(
  { t, language }: EmailTranslator,
  job: LastDayReminderEmailJob,
): EmailBlock[] {
  return [
    {
      kind: 'text',
      text: t('compliance.lastDay.since', { date: formatDay(language, job.entryDate, 'full') }),
    },
    {
      kind: 'value',
      label: t('common.lastDayToStay'),
      value: formatDay(language, job.lastDayToStay, 'full'),
    },
    {
      kind: 'text',
      text: t('compliance.lastDay.figures', {
        daysUsed: job.daysUsed,
        daysRemaining: job.daysRemaining,
      }),
    },
    { kind: 'text', text: t('compliance.lastDay.update') },
  ];
}

/**
 * A compliance reminder (preference `email_reminders`): a change that raised the user's level
 * into warning, danger or exceeded (the dashboard's status text), or, during an ongoing visit,
 * the last day to stay 14, 7, 3 or 1 days ahead, in the recipient's language. Every value from
 * the job is escaped by the layout; the small print says why it came and links to the one-click
 * unsubscribe.
 *
 * @example
 * complianceReminderEmail(brand, t, { job, unsubscribeUrl }).subject
 * // → 'Your last day to stay in the Schengen Area is in 7 days'
 */
export const complianceReminderEmail = defineEmail(
  (
    { t, translator, brand },
    input: { job: ComplianceReminderEmailJob; unsubscribeUrl: string },
  ) => {
    const { job } = input;
    return {
      subject: subjectOf(translator, job),
      greeting: t('common.greeting', { name: job.displayName }),
      blocks: [
        ...(job.reason === 'level-change'
          ? levelChangeBlocks(translator, job)
          : lastDayBlocks(translator, job)),
        { kind: 'action', label: t('common.openDashboard'), url: `${brand.publicUrl}/dashboard` },
      ],
      footer: [
        { kind: 'text', text: t('compliance.why') },
        { kind: 'action', label: t('compliance.unsubscribe'), url: input.unsubscribeUrl },
      ],
    };
  },
);
