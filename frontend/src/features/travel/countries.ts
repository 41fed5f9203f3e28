import type { IntlShape } from 'react-intl';

import { intlLocale, type LanguageCode } from '@app/i18n/web';
import { SCHENGEN_MEMBERSHIP } from '@app/schengen-rules';

import { countryName } from '../../components/year-calendar';

/** One option of the visit form's country select. */
export interface CountryOption {
  /** The English name the travel entry stores. */
  readonly value: string;
  readonly label: string;
}

/**
 * The countries a visit may name, in `language`'s alphabetical order, each by its name in that
 * language (`Intl.DisplayNames`): the rules' membership table (the 29 Schengen states, Cyprus and
 * Ireland), the same one the API validates against (ADR 0036). The value stays the English name
 * the entry stores. Cyprus and Ireland say in their label that their days never count.
 */
export function countryOptions(
  intl: Pick<IntlShape, 'formatMessage'>,
  language: LanguageCode,
): CountryOption[] {
  const collator = new Intl.Collator(intlLocale(language));
  return SCHENGEN_MEMBERSHIP.map(({ name, countsFrom }) => {
    const country = countryName(name, language);
    return {
      value: name,
      label:
        countsFrom === null
          ? intl.formatMessage({ id: 'history.field.notSchengen' }, { country })
          : country,
      country,
    };
  })
    .sort((a, b) => collator.compare(a.country, b.country))
    .map(({ value, label }) => ({ value, label }));
}
