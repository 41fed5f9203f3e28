import {
  type LanguageCode,
  type MessageKey,
  type Translator,
  loadTranslatorOrDefault,
} from '@app/i18n';

/** The `pdf` catalogue of one language (@app/i18n, ADR 0032). */
export type PdfTranslator = Translator<MessageKey<'pdf'>>;

/**
 * The messages a report is written in: the job's language, or English for a job without one.
 * Each language's catalogue is read once per process, on its first report.
 *
 * @example
 * const t = await pdfTranslator(job.language);
 */
export function pdfTranslator(language: LanguageCode | null | undefined): Promise<PdfTranslator> {
  return loadTranslatorOrDefault(language, 'pdf');
}
