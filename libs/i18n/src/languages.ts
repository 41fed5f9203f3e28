/**
 * The languages the product speaks: the BCP 47 code (the name of its catalogue folder), the name
 * the language has in itself (for the language menu), and its writing direction (`<html dir>`).
 * This list is the one place a language is added; the catalogue check (`catalogues.spec.ts`)
 * then asks for its catalogues.
 *
 * @example
 * LANGUAGES.find((l) => l.code === 'ar') // → { code: 'ar', name: 'العربية', dir: 'rtl' }
 */
export const LANGUAGES = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'es', name: 'Español', dir: 'ltr' },
  { code: 'pt-BR', name: 'Português (Brasil)', dir: 'ltr' },
  { code: 'fr', name: 'Français', dir: 'ltr' },
  { code: 'de', name: 'Deutsch', dir: 'ltr' },
  { code: 'it', name: 'Italiano', dir: 'ltr' },
  { code: 'zh-Hans', name: '简体中文', dir: 'ltr' },
  { code: 'ja', name: '日本語', dir: 'ltr' },
  { code: 'ko', name: '한국어', dir: 'ltr' },
  { code: 'hi', name: 'हिन्दी', dir: 'ltr' },
  { code: 'tr', name: 'Türkçe', dir: 'ltr' },
  { code: 'ru', name: 'Русский', dir: 'ltr' },
  { code: 'uk', name: 'Українська', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
  { code: 'id', name: 'Bahasa Indonesia', dir: 'ltr' },
  { code: 'th', name: 'ไทย', dir: 'ltr' },
] as const;

export type Language = (typeof LANGUAGES)[number];

/** A supported language's code, e.g. 'pt-BR'. */
export type LanguageCode = Language['code'];

export type TextDirection = 'ltr' | 'rtl';

/** Every supported code, in menu order. */
export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((language) => language.code);

/** The language of SPEC's text, and of anyone whose languages the product does not speak. */
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

/**
 * Tells whether a value is a supported language code (exactly as listed: 'pt-BR', not 'pt-br').
 *
 * @example
 * isLanguageCode('de') // → true
 * isLanguageCode('nl') // → false
 */
export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/**
 * The writing direction of a supported language.
 *
 * @example
 * textDirection('ar') // → 'rtl'
 */
export function textDirection(code: LanguageCode): TextDirection {
  return LANGUAGES.find((language) => language.code === code)?.dir ?? 'ltr';
}
