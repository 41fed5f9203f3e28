import {
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useState,
} from 'react';
import { IntlProvider } from 'react-intl';

import {
  DEFAULT_LANGUAGE,
  intlLocale,
  type LanguageCode,
  loadedMessages,
  subscribeToCatalogues,
  type WebMessages,
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
 * The messages of `language` loaded so far: those loaded when the caller first renders, then each
 * namespace that arrives later, as a transition. A new messages object gives every text below
 * the provider a new `intl`, so the whole page renders again; as a transition that render is done
 * in slices and never blocks the page (an update of `useSyncExternalStore` is always synchronous:
 * on the dashboard each namespace that arrived re-rendered the page in one task of up to 900 ms,
 * issue #19). Nothing shown needs the new namespace at once: a part that brings one renders only
 * after it has arrived, under its own `CurrentMessages`, which starts with it.
 */
function useLoadedMessages(language: LanguageCode): WebMessages {
  const [loaded, setLoaded] = useState(() => ({ language, messages: loadedMessages(language) }));
  useEffect(() => {
    const update = () =>
      startTransition(() =>
        setLoaded((current) => {
          const messages = loadedMessages(language);
          return current.language === language && current.messages === messages
            ? current
            : { language, messages };
        }),
      );
    // A namespace that arrived between the render and this effect.
    update();
    return subscribeToCatalogues(update);
  }, [language]);
  return loaded.language === language ? loaded.messages : loadedMessages(language);
}

/**
 * The messages of the page's language loaded right now, for a part that renders later than the
 * page (components/layout/hydrated-later.tsx): a part whose namespace arrived while the page was
 * hydrating renders with it at once, even before the page's own provider has re-rendered with it,
 * so that it hydrates with the text the server rendered.
 */
export function CurrentMessages({ children }: { children: ReactNode }) {
  const language = useLanguage();
  const messages = useLoadedMessages(language);
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
