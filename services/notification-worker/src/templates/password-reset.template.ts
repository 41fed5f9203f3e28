import { PASSWORD_RESET_TTL_MINUTES } from '@app/contracts';

import { renderEmail, type Brand, type EmailContent } from './email-layout';
import { formatCount } from './plural';

function lifetime(minutes: number): string {
  return minutes % 60 === 0 ? formatCount(minutes / 60, 'hour') : formatCount(minutes, 'minute');
}

/**
 * The forgot-password answer: a link to /reset-password with the token, valid once for an hour
 * (SPEC §2, /reset-password). The link is the only place the raw token ever appears.
 *
 * @example
 * passwordResetEmail(brand, { username: 'ada', resetUrl }).subject // → 'Reset your Schengen Tracker password'
 */
export function passwordResetEmail(
  brand: Brand,
  input: { username: string; resetUrl: string },
): EmailContent {
  const ttl = lifetime(PASSWORD_RESET_TTL_MINUTES);
  return renderEmail(brand, {
    subject: `Reset your ${brand.productName} password`,
    greeting: `Hello ${input.username},`,
    blocks: [
      {
        kind: 'text',
        text: `We received a request to reset the password of your ${brand.productName} account. Choose a new password with the link below.`,
      },
      { kind: 'action', label: 'Reset your password', url: input.resetUrl },
      {
        kind: 'text',
        text: `The link expires in ${ttl} and works only once. Resetting your password signs you out everywhere.`,
      },
    ],
    footer: [
      {
        kind: 'text',
        text: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
      },
    ],
  });
}
