import type { ErrorCode } from '@app/contracts';
import {
  DEFAULT_LANGUAGE,
  type LanguageCode,
  type MessageValues,
  formatDay,
  loadTranslator,
  negotiateLanguage,
} from '@app/i18n';

import type { HttpErrorResponse } from './http-error';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The error in the language of the request's `Accept-Language` (issue #21, ADR 0032): the
 * message becomes the `errors` catalogue's message for the error's code, filled from its details
 * (dates written by `Intl`) and `errorId`. English, and any language the product does not speak,
 * keep the message as the service wrote it (SPEC's exact text); so does a message whose values
 * are missing. The code, status and the rest of the body never change.
 *
 * @example
 * await localizeHttpError(error, 'de-DE,de;q=0.9') // body.message: 'Sie sind nicht angemeldet. …'
 */
export async function localizeHttpError(
  error: HttpErrorResponse,
  acceptLanguage: string | undefined,
): Promise<HttpErrorResponse> {
  const language = negotiateLanguage({ acceptLanguage });
  if (language === DEFAULT_LANGUAGE) return error;
  const { t } = await loadTranslator(language, 'errors');
  const key: `code.${ErrorCode}` = `code.${error.body.code}`;
  try {
    const message = t(key, valuesOf(language, error));
    return { ...error, body: { ...error.body, message } };
  } catch {
    return error;
  }
}

function valuesOf(language: LanguageCode, { body }: HttpErrorResponse): MessageValues {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(body.details ?? {})) {
    if (typeof value === 'number') values[name] = value;
    if (typeof value === 'string') {
      values[name] = ISO_DATE.test(value) ? formatDay(language, value) : value;
    }
  }
  if (body.errorId !== undefined) values['errorId'] = body.errorId;
  return values;
}
