import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import { IntlProvider } from 'react-intl';

import {
  DEFAULT_LANGUAGE,
  intlLocale,
  type LanguageCode,
  loadedMessages,
  subscribeToCatalogues,
} from '@app/i18n/web';

/**
 * The language a page is rendered in. The web server negotiates it and renders the page in it;
 * the browser hydrates in the same one, read from the page (page-language.ts), once the page's
 * namespaces of that language have arrived (docs/adr/0035).
 */
export interface PageLanguage {
  language: LanguageCode;
}

const LanguageContext = createContext<LanguageCode>(DEFAULT_LANGUAGE);

/** The page's language code ('de', 'pt-BR', …): the language menu's current choice. */
export function useLanguage(): LanguageCode {
  return useContext(LanguageContext);
}

/**
 * Every text of the page in its language: react-intl's provider over the messages of that language
 * loaded so far (`loadCatalogues`; compiled to ASTs by the build, so no ICU parser runs in the
 * browser), which grows when a page of the app brings a namespace of its own; `Intl` formats dates
 * and numbers in the language's locale (English is British English: day before month).
 */
export function LanguageProvider({
  page: { language },
  children,
}: {
  page: PageLanguage;
  children: ReactNode;
}) {
  return (
    <LanguageContext value={language}>
      <CurrentMessages>{children}</CurrentMessages>
    </LanguageContext>
  );
}

/**
 * The messages of the page's language loaded right now, for a part that renders later than the
 * page (components/layout/hydrated-later.tsx): a part whose namespace arrived while the page was
 * hydrating renders with it at once, even before the page's own provider has re-rendered with it,
 * so that it hydrates with the text the server rendered.
 */
export function CurrentMessages({ children }: { children: ReactNode }) {
  const language = useLanguage();
  const snapshot = () => loadedMessages(language);
  const messages = useSyncExternalStore(subscribeToCatalogues, snapshot, snapshot);
  return (
    <IntlProvider
      locale={intlLocale(language)}
      defaultLocale={intlLocale(DEFAULT_LANGUAGE)}
      messages={messages}
    >
      {children}
    </IntlProvider>
  );
}
