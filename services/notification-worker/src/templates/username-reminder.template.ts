import { defineEmail } from './email-layout';

/**
 * The forgot-username answer: the username and a sign-in link (SPEC §7, forgot-username).
 *
 * @example
 * usernameReminderEmail(brand, t, { username: 'ada' }).subject // → 'Your Schengen Tracker username'
 */
export const usernameReminderEmail = defineEmail(
  ({ t, brand, product }, input: { username: string }) => ({
    subject: t('usernameReminder.subject', { product }),
    greeting: t('common.greetingAnonymous'),
    blocks: [
      { kind: 'text', text: t('usernameReminder.body', { product }) },
      { kind: 'value', label: t('usernameReminder.label'), value: input.username },
      { kind: 'text', text: t('usernameReminder.caseSensitive') },
      { kind: 'action', label: t('usernameReminder.action'), url: `${brand.publicUrl}/auth` },
    ],
    footer: [{ kind: 'text', text: t('usernameReminder.ignore') }],
  }),
);
