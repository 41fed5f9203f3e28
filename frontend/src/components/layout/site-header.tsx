import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

import { paths } from '../../config/paths';
import { useProductConfig } from '../../lib/product-config';

/** The top bar of every frame: the product name leading home, then the frame's own actions. */
export function SiteHeader({
  position = 'static',
  children,
}: {
  position?: 'static' | 'sticky';
  children?: ReactNode;
}) {
  const { productName } = useProductConfig();
  return (
    <AppBar
      position={position}
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
        {children}
      </Toolbar>
    </AppBar>
  );
}
