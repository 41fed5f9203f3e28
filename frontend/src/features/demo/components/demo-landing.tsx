import CalendarMonth from '@mui/icons-material/CalendarMonth';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

import { SiteFooter } from '../../../components/layout/site-footer';
import { SkipLink } from '../../../components/layout/skip-link';
import { paths } from '../../../config/paths';
import { useProductConfig } from '../../../lib/product-config';

/**
 * The landing page for visitors (SPEC §2 "/", signed out). The interactive demo calendar is a
 * later issue; until then this page says so plainly and leads to sign-up.
 */
export function DemoLanding() {
  const { productName } = useProductConfig();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <AppBar
        position="static"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar component="nav" aria-label="Main" sx={{ gap: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexGrow: 1 }}>
            <CalendarMonth color="primary" aria-hidden />
            <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
              Schengen Area Travel Tracker
            </Typography>
          </Box>
          <Button component={RouterLink} to={paths.auth.getHref()} variant="contained">
            Sign up for free/Login
          </Button>
        </Toolbar>
      </AppBar>

      <Container
        component="main"
        id="main"
        maxWidth="md"
        sx={{ py: { xs: 5, md: 8 }, flexGrow: 1 }}
      >
        <Typography component="h1" variant="h1" gutterBottom>
          {productName}
        </Typography>
        <Typography variant="h5" component="p" color="text.secondary" sx={{ mb: 4 }}>
          Know how many of your 90 days in the Schengen Area you have used, and how many are left.
        </Typography>
        <Alert severity="info" role="note" sx={{ mb: 4 }}>
          The interactive demo calendar is coming soon. Meanwhile you can create a free account to
          set up your profile.
        </Alert>
        <Typography sx={{ mb: 2 }}>
          Visitors from outside the EU may spend up to 90 days in any rolling 180-day period in the
          29 Schengen countries, and every day you are present counts, including the days you arrive
          and leave. {productName} keeps count for you.
        </Typography>
        <Typography sx={{ mb: 4 }}>
          New to the rule? Read the{' '}
          <Link component={RouterLink} to={paths.faq.getHref()}>
            frequently asked questions
          </Link>
          .
        </Typography>
        <Button component={RouterLink} to={paths.auth.getHref()} variant="contained" size="large">
          Create Free Account
        </Button>
      </Container>
      <SiteFooter />
    </Box>
  );
}
