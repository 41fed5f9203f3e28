import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

import { paths } from '../../config/paths';
import { useProductConfig } from '../../lib/product-config';
import { SiteFooter } from './site-footer';
import { SkipLink } from './skip-link';

/**
 * The frame of public pages (legal pages, donate, password reset, not found): the product name
 * leads home. The page supplies its own <main id="main">.
 */
export function PublicFrame({ children }: { children: ReactNode }) {
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
        <Toolbar component="nav" aria-label="Main">
          <Typography
            component={RouterLink}
            to={paths.home.getHref()}
            variant="h6"
            sx={{ flexGrow: 1, color: 'inherit', textDecoration: 'none', fontWeight: 700 }}
          >
            {productName}
          </Typography>
        </Toolbar>
      </AppBar>
      <Box sx={{ flexGrow: 1 }}>{children}</Box>
      <SiteFooter />
    </Box>
  );
}
