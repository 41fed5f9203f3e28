import Favorite from '@mui/icons-material/Favorite';
import Logout from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';

import { paths } from '../../config/paths';

interface AppMenuDrawerProps {
  isDrawerOpen: boolean;
  setIsDrawerOpen: (open: boolean) => void;
  donateLabel: string;
  isSigningOut: boolean;
  signOut: () => Promise<void>;
}

/**
 * The signed-in menu below the md breakpoint (SPEC §2): donate and Sign Out in a side drawer. Its
 * own chunk (MUI's Drawer and Modal), which app-frame.tsx loads beside the page; it is closed on
 * arrival.
 */
export function AppMenuDrawer({
  isDrawerOpen,
  setIsDrawerOpen,
  donateLabel,
  isSigningOut,
  signOut,
}: AppMenuDrawerProps) {
  const intl = useIntl();
  return (
    <Drawer anchor="right" open={isDrawerOpen} onClose={() => setIsDrawerOpen(false)}>
      <Box component="nav" aria-label={intl.formatMessage({ id: 'app.menu' })} sx={{ width: 280 }}>
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
              <ListItemText primary={intl.formatMessage({ id: 'app.signOut' })} />
            </ListItemButton>
          </ListItem>
        </List>
      </Box>
    </Drawer>
  );
}
