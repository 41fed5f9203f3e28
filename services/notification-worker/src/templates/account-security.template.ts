import { EMAIL_CHANGE_TTL_HOURS } from '@app/contracts';

import { defineEmail } from './email-layout';

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
 * passwordChangedEmail(brand, t, { username: 'ada' }).subject // → 'Your Schengen Tracker password was changed'
 */
export const passwordChangedEmail = defineEmail(
  ({ t, brand, product }, input: { username: string }) => ({
    subject: t('passwordChanged.subject', { product }),
    greeting: t('common.greeting', { name: input.username }),
    blocks: [
      { kind: 'text', text: t('passwordChanged.body', { product }) },
      { kind: 'text', text: t('passwordChanged.ifNotYou') },
      { kind: 'action', label: t('common.goToSignIn'), url: `${brand.publicUrl}/auth` },
    ],
    footer: [{ kind: 'text', text: t('common.questions', { supportEmail: brand.supportEmail }) }],
  }),
);

/**
 * To the address the account still has: a change to another address was asked for. It shows the
 * new address masked and says that nothing changes until that address is confirmed.
 *
 * @example
 * emailChangeNoticeEmail(brand, t, { username: 'ada', newEmail: 'ada@new.example' }).subject
 * // → 'Your Schengen Tracker email address is being changed'
 */
export const emailChangeNoticeEmail = defineEmail(
  ({ t, brand, product }, input: { username: string; newEmail: string }) => ({
    subject: t('emailChangeNotice.subject', { product }),
    greeting: t('common.greeting', { name: input.username }),
    blocks: [
      {
        kind: 'text',
        text: t('emailChangeNotice.body', { product, maskedEmail: maskEmail(input.newEmail) }),
      },
      { kind: 'text', text: t('emailChangeNotice.nothingChanges') },
      { kind: 'text', text: t('emailChangeNotice.ifNotYou') },
      { kind: 'action', label: t('common.goToSignIn'), url: `${brand.publicUrl}/auth` },
    ],
    footer: [{ kind: 'text', text: t('common.questions', { supportEmail: brand.supportEmail }) }],
  }),
);

/**
 * To the new address: the link that makes it the account's, valid once for
 * `EMAIL_CHANGE_TTL_HOURS`. The link is the only place the raw token ever appears.
 *
 * @example
 * emailChangeConfirmEmail(brand, t, { username: 'ada', confirmUrl }).subject
 * // → 'Confirm your new Schengen Tracker email address'
 */
export const emailChangeConfirmEmail = defineEmail(
  ({ t, product }, input: { username: string; confirmUrl: string }) => {
    const duration = t('duration.hours', { count: EMAIL_CHANGE_TTL_HOURS });
    return {
      subject: t('emailChangeConfirm.subject', { product }),
      greeting: t('common.greeting', { name: input.username }),
      blocks: [
        { kind: 'text', text: t('emailChangeConfirm.body', { product }) },
        { kind: 'action', label: t('emailChangeConfirm.action'), url: input.confirmUrl },
        { kind: 'text', text: t('emailChangeConfirm.expires', { duration }) },
      ],
      footer: [{ kind: 'text', text: t('emailChangeConfirm.ignore') }],
    };
  },
);
