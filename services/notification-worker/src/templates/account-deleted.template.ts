import type { UserDeletedBy } from '@app/contracts';

import { defineEmail } from './email-layout';

/**
 * The confirmation that an account is gone: the account, its profile and all its travel entries
 * (SPEC §2 admin delete; the tutorial's self-service deletion).
 *
 * @example
 * accountDeletedEmail(brand, t, { username: 'ada', deletedBy: 'self' }).subject
 * // → 'Your Schengen Tracker account has been deleted'
 */
export const accountDeletedEmail = defineEmail(
  ({ t, brand, product }, input: { username: string; deletedBy: UserDeletedBy }) => {
    const who = input.deletedBy === 'self' ? 'accountDeleted.bySelf' : 'accountDeleted.byAdmin';
    return {
      subject: t('accountDeleted.subject', { product }),
      greeting: t('common.greeting', { name: input.username }),
      blocks: [
        { kind: 'text', text: t(who, { product, username: input.username }) },
        { kind: 'text', text: t('accountDeleted.removed') },
        { kind: 'text', text: t('accountDeleted.welcomeBack', { url: brand.publicUrl }) },
      ],
      footer: [
        {
          kind: 'text',
          text: t('accountDeleted.unexpected', { supportEmail: brand.supportEmail }),
        },
      ],
    };
  },
);
