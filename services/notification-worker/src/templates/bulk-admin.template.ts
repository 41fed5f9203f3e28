import { htmlToText } from '../sanitize/html-to-text';
import { inlineIndents, sanitizeAdminHtml } from '../sanitize/sanitize-admin-html';
import { renderEmail, type Brand, type EmailContent } from './email-layout';

/**
 * An administrator's message (SPEC §5, Send Email): the admin's subject, the admin's HTML reduced
 * to the editor's allowed set (`sanitizeAdminHtml`), a text part derived from that HTML, and an
 * unsubscribe link (from product updates: reminders and summaries stay on) in the small print.
 *
 * @example
 * bulkAdminEmail(brand, { subject: 'News', html: '<p>Hi</p>', unsubscribeUrl }).text
 */
export function bulkAdminEmail(
  brand: Brand,
  input: { subject: string; html: string; unsubscribeUrl: string },
): EmailContent {
  const clean = sanitizeAdminHtml(input.html);
  return renderEmail(brand, {
    subject: input.subject,
    blocks: [{ kind: 'html', html: inlineIndents(clean), text: htmlToText(clean) }],
    footer: [
      {
        kind: 'text',
        text: `You receive this e-mail because you have a ${brand.productName} account.`,
      },
      {
        kind: 'action',
        label: 'Unsubscribe from product updates',
        url: input.unsubscribeUrl,
      },
    ],
  });
}
