import { EMAIL_CHANGE_TTL_HOURS } from '@app/contracts';

import { renderEmail, type Brand, type EmailContent } from './email-layout';
import { formatCount } from './plural';

/**
 * An address with most of its local part hidden ('ad…@new.example'): enough for the owner to
 * recognise it, not a link or a full address to hand to someone reading the old mailbox.
 *
 * @example
 * maskEmail('ada.lovelace@new.example') // → 'ad…@new.example'
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '…';
  return `${email.slice(0, Math.min(2, at))}…${email.slice(at)}`;
}

/**
 * The notice that the account's password was changed (PUT /api/user/password): the other devices
 * were signed out; if it was not the owner, reset the password at once.
 *
 * @example
 * passwordChangedEmail(brand, { username: 'ada' }).subject // → 'Your Schengen Tracker password was changed'
 */
export function passwordChangedEmail(brand: Brand, input: { username: string }): EmailContent {
  return renderEmail(brand, {
    subject: `Your ${brand.productName} password was changed`,
    greeting: `Hello ${input.username},`,
    blocks: [
      {
        kind: 'text',
        text: `The password of your ${brand.productName} account was just changed, and your other devices were signed out.`,
      },
      {
        kind: 'text',
        text: 'If you did not change it, reset your password now with "Forgot Password?" on the sign-in page:',
      },
      { kind: 'action', label: 'Go to sign-in', url: `${brand.publicUrl}/auth` },
    ],
    footer: [{ kind: 'text', text: `Questions? Write to ${brand.supportEmail}.` }],
  });
}

/**
 * To the address the account still has: a change to another address was asked for. It shows the
 * new address masked and says that nothing changes until that address is confirmed.
 *
 * @example
 * emailChangeNoticeEmail(brand, { username: 'ada', newEmail: 'ada@new.example' }).subject
 * // → 'Your Schengen Tracker email address is being changed'
 */
export function emailChangeNoticeEmail(
  brand: Brand,
  input: { username: string; newEmail: string },
): EmailContent {
  return renderEmail(brand, {
    subject: `Your ${brand.productName} email address is being changed`,
    greeting: `Hello ${input.username},`,
    blocks: [
      {
        kind: 'text',
        text: `Someone signed in to your ${brand.productName} account asked to change its email address to ${maskEmail(input.newEmail)}.`,
      },
      {
        kind: 'text',
        text: 'Nothing changes until the new address is confirmed: until then your reminders keep coming here.',
      },
      {
        kind: 'text',
        text: 'If this was not you, change your password now, then sign out of all devices in your profile.',
      },
      { kind: 'action', label: 'Go to sign-in', url: `${brand.publicUrl}/auth` },
    ],
    footer: [{ kind: 'text', text: `Questions? Write to ${brand.supportEmail}.` }],
  });
}

/**
 * To the new address: the link that makes it the account's, valid once for
 * `EMAIL_CHANGE_TTL_HOURS`. The link is the only place the raw token ever appears.
 *
 * @example
 * emailChangeConfirmEmail(brand, { username: 'ada', confirmUrl }).subject
 * // → 'Confirm your new Schengen Tracker email address'
 */
export function emailChangeConfirmEmail(
  brand: Brand,
  input: { username: string; confirmUrl: string },
): EmailContent {
  return renderEmail(brand, {
    subject: `Confirm your new ${brand.productName} email address`,
    greeting: `Hello ${input.username},`,
    blocks: [
      {
        kind: 'text',
        text: `Confirm that this is the new email address of your ${brand.productName} account.`,
      },
      { kind: 'action', label: 'Confirm your email address', url: input.confirmUrl },
      {
        kind: 'text',
        text: `The link expires in ${formatCount(EMAIL_CHANGE_TTL_HOURS, 'hour')} and works only once.`,
      },
    ],
    footer: [
      {
        kind: 'text',
        text: 'If you did not ask for this, ignore this e-mail: the account keeps its address.',
      },
    ],
  });
}
