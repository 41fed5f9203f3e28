import { htmlToText } from '../sanitize/html-to-text';
import { inlineIndents, sanitizeAdminHtml } from '../sanitize/sanitize-admin-html';
import { defineEmail } from './email-layout';

/**
 * An administrator's message (SPEC §5, Send Email): the admin's subject, the admin's HTML reduced
 * to the editor's allowed set (`sanitizeAdminHtml`), a text part derived from that HTML, and an
 * unsubscribe link (from product updates: reminders and summaries stay on) in the small print,
 * which is in the recipient's language (the admin's own words are sent as written).
 *
 * @example
 * bulkAdminEmail(brand, t, { subject: 'News', html: '<p>Hi</p>', unsubscribeUrl }).text
 */
export const bulkAdminEmail = defineEmail(
  ({ t, product }, input: { subject: string; html: string; unsubscribeUrl: string }) => {
    const clean = sanitizeAdminHtml(input.html);
    return {
      subject: input.subject,
      blocks: [{ kind: 'html', html: inlineIndents(clean), text: htmlToText(clean) }],
      footer: [
        { kind: 'text', text: t('bulkAdmin.why', { product }) },
        { kind: 'action', label: t('bulkAdmin.unsubscribe'), url: input.unsubscribeUrl },
      ],
    };
  },
);
