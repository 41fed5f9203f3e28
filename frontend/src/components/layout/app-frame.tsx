import Favorite from '@mui/icons-material/Favorite';
import Logout from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import { type ComponentProps, type ReactNode, Suspense, use, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';

import { paths } from '../../config/paths';
import type { AppMenuDrawer } from './app-menu-drawer';
import { preloadModule } from '../../lib/preloaded-module';
import { useProductConfig } from '../../lib/product-config';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';
import { useSignOut } from './use-sign-out';

// The menu drawer (MUI's Drawer, Modal and focus trap) is closed on arrival: it loads beside the
// page, not before the page can paint, and is there long before the menu button is pressed.
const menuDrawer = preloadModule(() => import('./app-menu-drawer'));

function MenuDrawer(props: ComponentProps<typeof AppMenuDrawer>) {
  const { AppMenuDrawer: LoadedDrawer } = use(menuDrawer);
  return <LoadedDrawer {...props} />;
}

/**
 * The signed-in page frame (SPEC §2): product name, the donate button and Sign Out (in a side
 * drawer below the md breakpoint), then the page and the footer.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  const { productName } = useProductConfig();
  const { signOut, isSigningOut } = useSignOut();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const intl = useIntl();
  const donateLabel = intl.formatMessage({ id: 'app.donate' }, { productName });

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <SiteHeader position="sticky">
        <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 1 }}>
          <Button
            component={RouterLink}
            to={paths.donate.getHref()}
            startIcon={<Favorite aria-hidden />}
            color="secondary"
          >
            {donateLabel}
          </Button>
          <Button
            variant="outlined"
            startIcon={<Logout aria-hidden />}
            onClick={() => void signOut()}
            disabled={isSigningOut}
          >
            <FormattedMessage id="app.signOut" />
          </Button>
        </Box>
        <IconButton
          edge="end"
          aria-label={intl.formatMessage({ id: 'app.openMenu' })}
          onClick={() => setIsDrawerOpen(true)}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
      </SiteHeader>

      <Suspense fallback={null}>
        <MenuDrawer
          isDrawerOpen={isDrawerOpen}
          setIsDrawerOpen={setIsDrawerOpen}
          donateLabel={donateLabel}
          isSigningOut={isSigningOut}
          signOut={signOut}
        />
      </Suspense>

      <Container
        component="main"
        id="main"
        maxWidth="lg"
        sx={{ py: { xs: 3, md: 5 }, flexGrow: 1 }}
      >
        {children}
      </Container>
      <SiteFooter />
    </Box>
  );
}
