import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
// MUI's own ThemeProvider (@mui/material/styles) carries the CSS-variables provider and its colour
// scheme machinery (~3 kB gzip on every page), which a theme without `cssVariables` never uses:
// for such a theme it renders the system's ThemeProvider, used here directly.
import { ThemeProvider } from '@mui/system';
import { type ReactNode, useState } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';

import { ToastProvider } from '../components/feedback/toast';
import { ControlsAfterHydration } from '../components/layout/controls-after-hydration';
import { LanguageProvider, type PageLanguage } from '../lib/i18n/language-provider';
import { ProductConfigGate } from '../lib/product-config';
import { AuthProvider } from '../lib/session';
import { createAppRouter } from './router';
import { type AppStore, makeStore } from './store';
import { theme } from './theme/theme';

interface AppProvidersProps {
  store: AppStore;
  /** The page's language and its messages (docs/adr/0035). */
  page: PageLanguage;
  /**
   * The page's Emotion cache (app/emotion-cache.ts): the server's per request, whose styles it
   * extracts; the browser's, which adopts them. Without one (tests), Emotion's default cache.
   */
  emotionCache?: EmotionCache;
  children: ReactNode;
}

/**
 * Every provider the pages rely on, in order: the language, styles, store, theme, toasts, the current user (its
 * call starts at once, beside the configuration's), then the configuration gate, inside which the
 * page's controls wait for hydration. The server renders a page inside the same providers as the
 * browser, so that the browser hydrates it.
 */
export function AppProviders({ store, page, emotionCache, children }: AppProvidersProps) {
  const providers = (
    <LanguageProvider page={page}>
      <ReduxProvider store={store}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <ToastProvider>
            <AuthProvider>
              <ProductConfigGate>
                <ControlsAfterHydration>{children}</ControlsAfterHydration>
              </ProductConfigGate>
            </AuthProvider>
          </ToastProvider>
        </ThemeProvider>
      </ReduxProvider>
    </LanguageProvider>
  );
  return emotionCache ? <CacheProvider value={emotionCache}>{providers}</CacheProvider> : providers;
}

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * The whole SPA in the browser. src/main.tsx passes the store, router and Emotion cache it has
 * started from the server's page; without them (tests) the app makes its own.
 */
export function App({
  store: givenStore,
  router: givenRouter,
  page,
  emotionCache,
}: {
  store?: AppStore;
  router?: AppRouter;
  page: PageLanguage;
  emotionCache?: EmotionCache;
}) {
  const [store] = useState(() => givenStore ?? makeStore());
  const [router] = useState(() => givenRouter ?? createAppRouter(store));
  return (
    <AppProviders store={store} page={page} emotionCache={emotionCache}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
