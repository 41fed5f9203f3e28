import { intlLocale, type LanguageCode } from '@app/i18n/web';
import { SCHENGEN_MEMBERSHIP } from '@app/schengen-rules';

/** The ISO 3166-1 code of each country a travel entry may store, by its stored (English) name. */
const CODES = new Map(SCHENGEN_MEMBERSHIP.map(({ code, name }) => [name, code]));

const namers = new Map<LanguageCode, Intl.DisplayNames>();

/**
 * A country as a traveller reads it in `language`, by `Intl.DisplayNames` (issue #21): a stored
 * country (its English name, or an ISO code) in the language's own words; anything else as it is.
 *
 * @example
 * countryName('Germany', 'de') // → 'Deutschland'
 * countryName('Atlantis', 'de') // → 'Atlantis'
 */
export function countryName(country: string, language: LanguageCode): string {
  const code = CODES.get(country) ?? (/^[A-Z]{2}$/.test(country) ? country : undefined);
  if (code === undefined) return country;
  let names = namers.get(language);
  if (!names) {
    names = new Intl.DisplayNames(intlLocale(language), { type: 'region', fallback: 'none' });
    namers.set(language, names);
  }
  return names.of(code) ?? country;
}
