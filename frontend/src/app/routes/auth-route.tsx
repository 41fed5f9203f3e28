import Box from '@mui/material/Box';
import { useIntl } from 'react-intl';

import { SiteFooter } from '../../components/layout/site-footer';
import { SkipLink } from '../../components/layout/skip-link';
import { AuthPage } from '../../features/auth';
import { useDocumentTitle } from '../../lib/product-config';

export function AuthRoute() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'auth.page.title' }));
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <AuthPage />
      <SiteFooter />
    </Box>
  );
}
