import { signUnsubscribeToken, UNSUBSCRIBE_PATH, type EmailPreference } from '@app/contracts';

import type { WorkerEnv } from '../../config/env.schema';
import type { Mailer } from '../../mail/mailer';
import type { EmailContent } from '../../templates/email-layout';
import type { EmailJobResult } from '../email-job-result';

/** A signed one-click unsubscribe link and the headers that announce it (RFC 2369, RFC 8058). */
export interface UnsubscribeLink {
  url: string;
  headers: Record<string, string>;
}

/**
 * The unsubscribe link of a non-transactional e-mail: `PUBLIC_URL` + `/api/unsubscribe?token=`
 * (`signUnsubscribeToken` with `UNSUBSCRIBE_SECRET`; it switches `preference` off), announced by
 * `List-Unsubscribe` (the link and a mailto to support) and
 * `List-Unsubscribe-Post: List-Unsubscribe=One-Click`.
 *
 * @example
 * const { url, headers } = unsubscribeLink(env, userId, 'weekly_summaries');
 */
export function unsubscribeLink(
  env: WorkerEnv,
  userId: string,
  preference: EmailPreference,
): UnsubscribeLink {
  const token = signUnsubscribeToken(env.UNSUBSCRIBE_SECRET, { userId, preference });
  const url = `${env.publicUrl}${UNSUBSCRIBE_PATH}?token=${token}`;
  return {
    url,
    headers: {
      'List-Unsubscribe': `<${url}>, <mailto:${env.SUPPORT_EMAIL}?subject=unsubscribe>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/**
 * Sends a non-transactional e-mail with its unsubscribe link: `render` receives the link for the
 * footer, and the message carries the `List-Unsubscribe` headers.
 *
 * @example
 * return sendWithUnsubscribe(this.mailer, this.env, jobId, data, 'weekly_summaries', (url) =>
 *   weeklySummaryEmail(brandOf(this.env), { job: data, unsubscribeUrl: url }),
 * );
 */
export async function sendWithUnsubscribe(
  mailer: Mailer,
  env: WorkerEnv,
  jobId: string,
  recipient: { to: string; userId: string },
  preference: EmailPreference,
  render: (unsubscribeUrl: string) => EmailContent,
): Promise<EmailJobResult> {
  const unsubscribe = unsubscribeLink(env, recipient.userId, preference);
  const { messageId } = await mailer.send(jobId, {
    to: recipient.to,
    ...render(unsubscribe.url),
    headers: unsubscribe.headers,
  });
  return { status: 'sent', messageId };
}
