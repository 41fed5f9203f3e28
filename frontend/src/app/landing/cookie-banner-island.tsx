import { ThemeProvider } from '@mui/system';
import { useState } from 'react';
import { Provider as ReduxProvider } from 'react-redux';

import type { AppConfigDto } from '@app/contracts';

import { CookieBanner } from '../../features/consent';
import { productConfigApi } from '../../lib/product-config';
import { makeStore } from '../store';
import { theme } from '../theme/theme';

/**
 * The cookie banner on the visitor's landing page (landing-cookie-banner.tsx loads it when it is
 * due): the app's banner with what it runs on there, a store that starts from the page's
 * configuration (no API call) and the theme. Its privacy link is a plain link (no router runs).
 */
export default function CookieBannerIsland({ config }: { config: AppConfigDto | null }) {
  const [store] = useState(() => {
    const made = makeStore();
    if (config) {
      made.dispatch(
        productConfigApi.util.upsertQueryEntries([
          { endpointName: 'getProductConfig', arg: undefined, value: config },
        ]),
      );
    }
    return made;
  });
  return (
    <ReduxProvider store={store}>
      <ThemeProvider theme={theme}>
        <CookieBanner />
      </ThemeProvider>
    </ReduxProvider>
  );
}
