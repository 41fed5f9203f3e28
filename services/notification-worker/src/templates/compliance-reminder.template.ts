import type {
  ComplianceReminderEmailJob,
  LastDayReminderEmailJob,
  LevelChangeReminderEmailJob,
} from '@app/contracts';

import { statusMessage } from './compliance-status';
import { renderEmail, type Brand, type EmailBlock, type EmailContent } from './email-layout';
import { formatDay } from './format-day';
import { formatCount } from './plural';

const LEVEL_SUBJECTS: Record<LevelChangeReminderEmailJob['level'], (daysUsed: number) => string> = {
  warning: (daysUsed) => `Caution: you've used ${daysUsed} of your 90 Schengen days`,
  danger: () => "Warning: you're approaching the 90-day Schengen limit",
  exceeded: () => "STOP: you're over the 90-day Schengen limit",
};

function lastDaySubject(job: LastDayReminderEmailJob): string {
  return job.daysUntilLastDay === 1
    ? 'Tomorrow is your last day to stay in the Schengen Area'
    : `Your last day to stay in the Schengen Area is in ${formatCount(job.daysUntilLastDay, 'day')}`;
}

function levelChangeBlocks(job: LevelChangeReminderEmailJob): EmailBlock[] {
  return [
    { kind: 'text', text: statusMessage(job.level, job.daysUsed) },
    {
      kind: 'text',
      text: `With the latest change to your travel history, you have used ${formatCount(job.daysUsed, 'day')} in the 180 days up to ${formatDay(job.asOf)}.`,
    },
    { kind: 'value', label: 'Days used in the last 180 days', value: String(job.daysUsed) },
  ];
}

function lastDayBlocks(job: LastDayReminderEmailJob): EmailBlock[] {
  return [
    {
      kind: 'text',
      text: `You have been in the Schengen Area since ${formatDay(job.entryDate)}. To keep within the 90/180-day rule, leave on or before your last day to stay.`,
    },
    { kind: 'value', label: 'Last day to stay', value: formatDay(job.lastDayToStay) },
    {
      kind: 'text',
      text: `Days used in the last 180 days: ${job.daysUsed}. Days not used in the last 180 days: ${job.daysRemaining}.`,
    },
    {
      kind: 'text',
      text: 'If your plans have changed, update your travel history so that these figures stay right.',
    },
  ];
}

/**
 * A compliance reminder (preference `email_reminders`): a change that raised the user's level
 * into warning, danger or exceeded (the dashboard's status text), or, during an ongoing visit,
 * the last day to stay 14, 7, 3 or 1 days ahead. Every value from the job is escaped by the
 * layout; the small print says why it came and links to the one-click unsubscribe.
 *
 * @example
 * complianceReminderEmail(brand, { job, unsubscribeUrl }).subject
 * // → 'Your last day to stay in the Schengen Area is in 7 days'
 */
export function complianceReminderEmail(
  brand: Brand,
  input: { job: ComplianceReminderEmailJob; unsubscribeUrl: string },
): EmailContent {
  const { job } = input;
  const isLevelChange = job.reason === 'level-change';
  return renderEmail(brand, {
    subject: isLevelChange ? LEVEL_SUBJECTS[job.level](job.daysUsed) : lastDaySubject(job),
    greeting: `Hello ${job.displayName},`,
    blocks: [
      ...(isLevelChange ? levelChangeBlocks(job) : lastDayBlocks(job)),
      { kind: 'action', label: 'Open your dashboard', url: `${brand.publicUrl}/dashboard` },
    ],
    footer: [
      {
        kind: 'text',
        text: 'You receive this e-mail because e-mail reminders are on in your profile.',
      },
      { kind: 'action', label: 'Turn off e-mail reminders', url: input.unsubscribeUrl },
    ],
  });
}
