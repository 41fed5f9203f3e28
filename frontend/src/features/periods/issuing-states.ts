import { intlLocale, type LanguageCode } from '@app/i18n/web';
import { SCHENGEN_MEMBERSHIP } from '@app/schengen-rules';

/** The states that issue Schengen residence permits and D visas: not Cyprus or Ireland. */
const ISSUING_STATES = SCHENGEN_MEMBERSHIP.filter((state) => state.countsFrom !== null);

/** A state's ISO code by the English name a period stores. */
const CODES = new Map(SCHENGEN_MEMBERSHIP.map((state) => [state.name, state.code]));

const displayNames = new Map<LanguageCode, Intl.DisplayNames>();

/**
 * The name of a state, given by the English name a period stores, in `language` (`Intl`'s
 * region names: 'Frankreich' in German); a name the rules do not know is shown as it is.
 *
 * @example
 * stateName('France', 'de') // → 'Frankreich'
 */
export function stateName(name: string, language: LanguageCode): string {
  const code = CODES.get(name);
  if (code === undefined) return name;
  let names = displayNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames(intlLocale(language), { type: 'region' });
    displayNames.set(language, names);
  }
  return names.of(code) ?? name;
}

/**
 * The issuing states as the add form offers them: each stored by its English name, labelled and
 * sorted in `language`.
 */
export function issuingStateOptions(language: LanguageCode): { value: string; label: string }[] {
  const collator = new Intl.Collator(intlLocale(language));
  return ISSUING_STATES.map(({ name }) => ({ value: name, label: stateName(name, language) })).sort(
    (a, b) => collator.compare(a.label, b.label),
  );
}
