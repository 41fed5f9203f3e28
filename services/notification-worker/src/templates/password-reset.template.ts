import { PASSWORD_RESET_TTL_MINUTES } from '@app/contracts';

import { defineEmail } from './email-layout';
import type { EmailTranslator } from './email-translator';

function lifetime({ t }: EmailTranslator, minutes: number): string {
  return minutes % 60 === 0
    ? t('duration.hours', { count: minutes / 60 })
    : t('duration.minutes', { count: minutes });
}

/**
 * The forgot-password answer: a link to /reset-password with the token, valid once for an hour
 * (SPEC §2, /reset-password). The link is the only place the raw token ever appears.
 *
 * @example
 * passwordResetEmail(brand, t, { username: 'ada', resetUrl }).subject // → 'Reset your Schengen Tracker password'
 */
export const passwordResetEmail = defineEmail(
  ({ t, translator, product }, input: { username: string; resetUrl: string }) => {
    const duration = lifetime(translator, PASSWORD_RESET_TTL_MINUTES);
    return {
      subject: t('passwordReset.subject', { product }),
      greeting: t('common.greeting', { name: input.username }),
      blocks: [
        { kind: 'text', text: t('passwordReset.body', { product }) },
        { kind: 'action', label: t('passwordReset.action'), url: input.resetUrl },
        { kind: 'text', text: t('passwordReset.expires', { duration }) },
      ],
      footer: [{ kind: 'text', text: t('passwordReset.ignore') }],
    };
  },
);
