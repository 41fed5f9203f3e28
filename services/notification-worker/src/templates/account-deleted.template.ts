import type { UserDeletedBy } from '@app/contracts';

import { renderEmail, type Brand, type EmailContent } from './email-layout';

/**
 * The confirmation that an account is gone: the account, its profile and all its travel entries
 * (SPEC §2 admin delete; the tutorial's self-service deletion).
 *
 * @example
 * accountDeletedEmail(brand, { username: 'ada', deletedBy: 'self' }).subject
 * // → 'Your Schengen Tracker account has been deleted'
 */
export function accountDeletedEmail(
  brand: Brand,
  input: { username: string; deletedBy: UserDeletedBy },
): EmailContent {
  const who =
    input.deletedBy === 'self'
      ? `As you asked, your ${brand.productName} account "${input.username}" has been deleted.`
      : `Your ${brand.productName} account "${input.username}" has been deleted by an administrator.`;
  return renderEmail(brand, {
    subject: `Your ${brand.productName} account has been deleted`,
    greeting: `Hello ${input.username},`,
    blocks: [
      { kind: 'text', text: who },
      {
        kind: 'text',
        text: 'Your profile and all your travel entries have been removed. This cannot be undone, and you will receive no further e-mails from us.',
      },
      {
        kind: 'text',
        text: `You are welcome back at any time: ${brand.publicUrl}`,
      },
    ],
    footer: [
      {
        kind: 'text',
        text: `If you did not expect this, write to ${brand.supportEmail}.`,
      },
    ],
  });
}
