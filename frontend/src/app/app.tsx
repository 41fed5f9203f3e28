import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useState } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';

import { ToastProvider } from '../components/feedback/toast';
import { ProductConfigGate } from '../lib/product-config';
import { AuthProvider } from '../lib/session';
import { createAppRouter } from './router';
import { type AppStore, makeStore } from './store';
import { theme } from './theme/theme';

/**
 * Every provider the pages rely on, in order: store, theme, toasts, the current user (its call
 * starts at once, beside the configuration's), then the configuration gate.
 */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <ReduxProvider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ToastProvider>
          <AuthProvider>
            <ProductConfigGate>{children}</ProductConfigGate>
          </AuthProvider>
        </ToastProvider>
      </ThemeProvider>
    </ReduxProvider>
  );
}

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * The whole SPA. main.tsx passes the store and router it has already started (the first API
 * calls and the route's code are then under way before React renders); without them the app
 * makes its own.
 */
export function App({
  store: givenStore,
  router: givenRouter,
}: {
  store?: AppStore;
  router?: AppRouter;
}) {
  const [store] = useState(() => givenStore ?? makeStore());
  const [router] = useState(() => givenRouter ?? createAppRouter(store));
  return (
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
