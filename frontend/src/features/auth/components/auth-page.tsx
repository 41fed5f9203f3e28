import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Suspense, use, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';

import { TabBar, type TabBarItem } from '../../../components/navigation/tab-bar';
import { paths } from '../../../config/paths';
import { withCatalogues } from '../../../lib/i18n/page-language';
import { preloadModule } from '../../../lib/preloaded-module';
import { useProductConfig } from '../../../lib/product-config';
import type { AuthOverlay } from './auth-dialogs';
import { AuthMarketingPanel } from './auth-marketing-panel';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

type Mode = 'sign-in' | 'sign-up';

// The dialogs (MUI's Dialog, the tutorial's stepper) load from the moment this module runs, beside
// the page's data, not before the form can paint; none is open on arrival.
const dialogs = preloadModule(() => withCatalogues(() => import('./auth-dialogs'), ['signInHelp']));

function Dialogs(props: { overlay: AuthOverlay; onOverlayChange: (overlay: AuthOverlay) => void }) {
  const { AuthDialogs } = use(dialogs);
  return <AuthDialogs {...props} />;
}

/** /auth: Sign In and Sign Up, recovery overlays and the tutorial (SPEC §2). */
export function AuthPage() {
  const intl = useIntl();
  const { productName } = useProductConfig();
  const [mode, setMode] = useState<Mode>('sign-in');
  const [overlay, setOverlay] = useState<AuthOverlay>('none');
  const modes = useMemo<TabBarItem<Mode>[]>(
    () => [
      {
        value: 'sign-in',
        label: intl.formatMessage({ id: 'auth.page.signInTab' }),
        id: 'tab-sign-in',
        'aria-controls': 'panel-sign-in',
      },
      {
        value: 'sign-up',
        label: intl.formatMessage({ id: 'auth.page.signUpTab' }),
        id: 'tab-sign-up',
        'aria-controls': 'panel-sign-up',
      },
    ],
    [intl],
  );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Box
        sx={{
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' },
          alignItems: 'stretch',
        }}
      >
        <AuthMarketingPanel />
        <Paper component="main" id="main" variant="outlined" sx={{ p: { xs: 3, sm: 5 } }}>
          <Link component={RouterLink} to={paths.home.getHref()} variant="body2">
            <FormattedMessage id="auth.page.backHome" />
          </Link>
          <Box sx={{ textAlign: 'center', mb: 3 }}>
            <Typography component="h1" variant="h1" gutterBottom>
              {productName}
            </Typography>
            {/* A success chip's look without MUI's Chip, whose code (2.7 kB gzip) the sign-in
                page's budget cannot spare for a label. */}
            <Box
              component="span"
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                height: 32,
                px: 1.5,
                mb: 2,
                borderRadius: '16px',
                bgcolor: 'success.main',
                color: 'success.contrastText',
                typography: 'body2',
              }}
            >
              <FormattedMessage id="auth.page.badge" />
            </Box>
            <div>
              <Button
                variant="outlined"
                startIcon={<HelpOutlineOutlined aria-hidden />}
                onClick={() => setOverlay('tutorial')}
              >
                <FormattedMessage id="auth.page.howItWorks" values={{ productName }} />
              </Button>
            </div>
          </Box>
          <Box sx={{ mb: 3 }}>
            <TabBar
              label={intl.formatMessage({ id: 'auth.page.tabs' })}
              tabs={modes}
              value={mode}
              onChange={setMode}
              fullWidth
            />
          </Box>
          <div role="tabpanel" id={`panel-${mode}`} aria-labelledby={`tab-${mode}`}>
            {mode === 'sign-in' ? (
              <SignInForm
                onSignInRejected={() => setOverlay('sign-in-issue')}
                onForgotUsername={() => setOverlay('forgot-username')}
                onForgotPassword={() => setOverlay('forgot-password')}
              />
            ) : (
              <SignUpForm />
            )}
          </div>
        </Paper>
      </Box>

      <Suspense fallback={null}>
        <Dialogs overlay={overlay} onOverlayChange={setOverlay} />
      </Suspense>
    </Container>
  );
}
