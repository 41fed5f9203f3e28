import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

/**
 * The frame of public pages (legal pages, donate, password reset, not found): the product name
 * leads home. The page supplies its own <main id="main">.
 */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <SiteHeader />
      <Box sx={{ flexGrow: 1 }}>{children}</Box>
      <SiteFooter />
    </Box>
  );
}
