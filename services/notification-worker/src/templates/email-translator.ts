import {
  type LanguageCode,
  type MessageKey,
  type Translator,
  loadTranslatorOrDefault,
} from '@app/i18n';

/** The `email` catalogue of one language (@app/i18n, ADR 0032). */
export type EmailTranslator = Translator<MessageKey<'email'>>;

/**
 * The messages an e-mail is written in: the job's language (the recipient's profile choice), or
 * English when the job has none (a job queued before languages existed, or a visitor's receipt).
 * Each language's catalogue is read once per process, on its first e-mail.
 *
 * @example
 * const t = await emailTranslator(job.language); t.t('passwordReset.subject', { product })
 */
export function emailTranslator(
  language: LanguageCode | null | undefined,
): Promise<EmailTranslator> {
  return loadTranslatorOrDefault(language, 'email');
}
