import { match } from '@formatjs/intl-localematcher';

import { DEFAULT_LANGUAGE, LANGUAGE_CODES, isLanguageCode, type LanguageCode } from './languages';

/**
 * The language tags of an `Accept-Language` header, most wanted first (by `q`, then by order);
 * `*`, tags with q=0 and tags that are not well-formed BCP 47 are left out.
 *
 * @example
 * parseAcceptLanguage('fr-CH, fr;q=0.9, en;q=0.8, *;q=0.5') // → ['fr-CH', 'fr', 'en']
 */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  const ranked: Array<{ tag: string; q: number; index: number }> = [];
  header.split(',').forEach((part, index) => {
    const [rawTag = '', ...params] = part.trim().split(';');
    const tag = rawTag.trim();
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!tag || tag === '*' || !Number.isFinite(q) || q <= 0) return;
    const canonical = canonicalTag(tag);
    if (canonical !== null) ranked.push({ tag: canonical, q, index });
  });
  return ranked.sort((a, b) => b.q - a.q || a.index - b.index).map((entry) => entry.tag);
}

function canonicalTag(tag: string): string | null {
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? null;
  } catch {
    return null;
  }
}

export interface LanguageChoice {
  /** The user's saved choice (the profile's `language`); null or absent follows the browser. */
  saved?: string | null;
  /** The request's `Accept-Language` header (or `navigator.languages` joined with commas). */
  acceptLanguage?: string | null;
}

/**
 * The language to answer in: the saved choice when it is a supported language, else the best
 * match of the browser's languages (CLDR's "best fit": 'zh-CN' → 'zh-Hans', 'pt' → 'pt-BR',
 * 'de-AT' → 'de'), else English.
 *
 * @example
 * negotiateLanguage({ acceptLanguage: 'de-AT,de;q=0.9,en;q=0.5' }) // → 'de'
 * negotiateLanguage({ saved: 'ar', acceptLanguage: 'de' }) // → 'ar'
 */
export function negotiateLanguage({ saved, acceptLanguage }: LanguageChoice): LanguageCode {
  if (isLanguageCode(saved)) return saved;
  const requested = parseAcceptLanguage(acceptLanguage);
  if (requested.length === 0) return DEFAULT_LANGUAGE;
  const best = match(requested, LANGUAGE_CODES, DEFAULT_LANGUAGE, { algorithm: 'best fit' });
  return isLanguageCode(best) ? best : DEFAULT_LANGUAGE;
}
