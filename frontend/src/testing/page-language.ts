import { readFileSync } from 'node:fs';
import path from 'node:path';

import { createIntl, type IntlShape } from 'react-intl';

import {
  addCatalogue,
  intlLocale,
  loadCatalogues,
  loadedMessages,
  WEB_NAMESPACES,
  type LanguageCode,
} from '@app/i18n/web';

import type { PageLanguage } from '../lib/i18n/language-provider';

const CATALOGUES = path.join(__dirname, '../../../libs/i18n/src/catalogues');

// English (SPEC's text) is there from the start, every namespace: a test renders synchronously.
for (const namespace of WEB_NAMESPACES) {
  addCatalogue(
    'en',
    JSON.parse(readFileSync(path.join(CATALOGUES, 'en', `${namespace}.json`), 'utf8')) as Record<
      string,
      string
    >,
  );
}

/** A page in English. */
export const ENGLISH_PAGE: PageLanguage = { language: 'en' };

/** A page in `language`, every namespace of the SPA loaded (the loader the entries use). */
export async function pageIn(language: LanguageCode): Promise<PageLanguage> {
  await loadCatalogues(language, WEB_NAMESPACES);
  return { language };
}

/**
 * react-intl's formatter in `language`, every namespace of the SPA loaded: for code that words its
 * messages outside React (the forms' schemas), as `useIntl()` does on a page in that language.
 */
export async function intlIn(language: LanguageCode): Promise<IntlShape> {
  await loadCatalogues(language, WEB_NAMESPACES);
  return createIntl({ locale: intlLocale(language), messages: loadedMessages(language) });
}
