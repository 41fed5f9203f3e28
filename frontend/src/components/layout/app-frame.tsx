import Favorite from '@mui/icons-material/Favorite';
import Logout from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { paths } from '../../config/paths';
import { useProductConfig } from '../../lib/product-config';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';
import { useSignOut } from './use-sign-out';

/**
 * The signed-in page frame (SPEC §2): product name, the donate button and Sign Out (in a side
 * drawer below the md breakpoint), then the page and the footer.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  const { productName } = useProductConfig();
  const { signOut, isSigningOut } = useSignOut();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const donateLabel = `Like using ${productName}?`;

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
            Sign Out
          </Button>
        </Box>
        <IconButton
          edge="end"
          aria-label="Open menu"
          onClick={() => setIsDrawerOpen(true)}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
      </SiteHeader>

      <Drawer anchor="right" open={isDrawerOpen} onClose={() => setIsDrawerOpen(false)}>
        <Box component="nav" aria-label="Menu" sx={{ width: 280 }}>
          <List>
            <ListItem disablePadding>
              <ListItemButton
                component={RouterLink}
                to={paths.donate.getHref()}
                onClick={() => setIsDrawerOpen(false)}
              >
                <ListItemIcon>
                  <Favorite aria-hidden />
                </ListItemIcon>
                <ListItemText primary={donateLabel} />
              </ListItemButton>
            </ListItem>
            <ListItem disablePadding>
              <ListItemButton
                disabled={isSigningOut}
                onClick={() => {
                  setIsDrawerOpen(false);
                  void signOut();
                }}
              >
                <ListItemIcon>
                  <Logout aria-hidden />
                </ListItemIcon>
                <ListItemText primary="Sign Out" />
              </ListItemButton>
            </ListItem>
          </List>
        </Box>
      </Drawer>

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
