import { IntlMessageFormat } from 'intl-messageformat';

import { intlLocale } from './format';
import { textDirection, type LanguageCode, type TextDirection } from './languages';

/** The values an ICU message is given: plain text and numbers (format dates first, `formatDay`). */
export type MessageValues = Readonly<Record<string, string | number>>;

/** One namespace of one language: message key → ICU message. */
export type Messages<K extends string = string> = Readonly<Record<K, string>>;

/** Messages of one language, ready to format. */
export interface Translator<K extends string = string> {
  readonly language: LanguageCode;
  readonly dir: TextDirection;
  /**
   * The message `key` formatted with `values` (ICU: `{name}`, `{n, plural, one {# day} other {# days}}`,
   * `{kind, select, …}`). Throws when the key is missing or a value the message needs is absent.
   */
  t(key: K, values?: MessageValues): string;
}

/**
 * A translator over one catalogue. Each message is parsed once, on first use.
 *
 * @example
 * const { t } = createTranslator('de', { days: '{n, plural, one {# Tag} other {# Tage}}' });
 * t('days', { n: 1 }) // → '1 Tag'
 */
export function createTranslator<K extends string>(
  language: LanguageCode,
  messages: Messages<K>,
): Translator<K> {
  const locale = intlLocale(language);
  const parsed = new Map<K, IntlMessageFormat>();
  const format = (key: K): IntlMessageFormat => {
    let message = parsed.get(key);
    if (!message) {
      const source = messages[key];
      if (typeof source !== 'string') throw new Error(`No message "${key}" in ${language}`);
      message = new IntlMessageFormat(source, locale, undefined, { ignoreTag: true });
      parsed.set(key, message);
    }
    return message;
  };
  return {
    language,
    dir: textDirection(language),
    t: (key, values) => String(format(key).format(values)),
  };
}
