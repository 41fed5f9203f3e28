import {
  dashboardPathOf,
  type ComplianceReminderEmailJob,
  type LastDayReminderEmailJob,
  type LevelChangeReminderEmailJob,
} from '@app/contracts';
import { formatDay, formatNumber } from '@app/i18n';

import { statusMessage } from './compliance-status';
import { defineEmail, type EmailBlock } from './email-layout';
import type { EmailTranslator } from './email-translator';

function subjectOf({ t }: EmailTranslator, job: ComplianceReminderEmailJob): string {
  const name = job.traveller?.name;
  if (job.reason === 'last-day') {
    const days = job.daysUntilLastDay;
    return name === undefined
      ? t('compliance.subject.lastDay', { days })
      : t('compliance.traveller.subject.lastDay', { days, name });
  }
  return name === undefined
    ? t(`compliance.subject.${job.level}`, { daysUsed: job.daysUsed })
    : t(`compliance.traveller.subject.${job.level}`, { daysUsed: job.daysUsed, name });
}

function levelChangeBlocks(
  translator: EmailTranslator,
  job: LevelChangeReminderEmailJob,
): EmailBlock[] {
  const { t, language } = translator;
  const name = job.traveller?.name;
  const values = { daysUsed: job.daysUsed, date: formatDay(language, job.asOf, 'full') };
  return [
    { kind: 'text', text: statusMessage(translator, job.level, job.daysUsed, name) },
    {
      kind: 'text',
      text:
        name === undefined
          ? t('compliance.levelChange', values)
          : t('compliance.traveller.levelChange', { ...values, name }),
    },
    { kind: 'value', label: t('common.daysUsed'), value: formatNumber(language, job.daysUsed) },
  ];
}

function lastDayBlocks(
  { t, language }: EmailTranslator,
  job: LastDayReminderEmailJob,
): EmailBlock[] {
  const name = job.traveller?.name;
  const date = formatDay(language, job.entryDate, 'full');
  return [
    {
      kind: 'text',
      text:
        name === undefined
          ? t('compliance.lastDay.since', { date })
          : t('compliance.traveller.lastDay.since', { date, name }),
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
    {
      kind: 'text',
      text:
        name === undefined
          ? t('compliance.lastDay.update')
          : t('compliance.traveller.lastDay.update', { name }),
    },
  ];
}

/**
 * A compliance reminder (preference `email_reminders`): a change that raised a traveller's level
 * into warning, danger or exceeded (the dashboard's status text), or, during a visit, the last
 * day to stay 14, 7, 3 or 1 days ahead, in the recipient's language. One about another traveller
 * of the account than the account holder (`job.traveller`) says so first, names them throughout
 * and links to their dashboard; its small print says how to stop only the reminders about them.
 * Every value from the job is escaped by the layout; the small
 * print says why it came and links to the one-click unsubscribe.
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
    const about: EmailBlock[] = job.traveller
      ? [{ kind: 'text', text: t('compliance.traveller.about', { name: job.traveller.name }) }]
      : [];
    return {
      subject: subjectOf(translator, job),
      greeting: t('common.greeting', { name: job.displayName }),
      blocks: [
        ...about,
        ...(job.reason === 'level-change'
          ? levelChangeBlocks(translator, job)
          : lastDayBlocks(translator, job)),
        {
          kind: 'action',
          label: t('common.openDashboard'),
          url: `${brand.publicUrl}${dashboardPathOf(job.traveller?.id)}`,
        },
      ],
      footer: [
        {
          kind: 'text',
          text: job.traveller
            ? t('compliance.traveller.why', { name: job.traveller.name })
            : t('compliance.why'),
        },
        { kind: 'action', label: t('compliance.unsubscribe'), url: input.unsubscribeUrl },
      ],
    };
  },
);
