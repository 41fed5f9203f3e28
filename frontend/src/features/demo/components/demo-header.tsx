import CalendarMonth from '@mui/icons-material/CalendarMonth';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

import { paths } from '../../../config/paths';

/**
 * SPEC §2 "Demo landing page" header: 'Schengen Area Travel Tracker', the '100% Free Demo' badge,
 * 'How it works' (the tutorial) and 'Sign up for free/Login' to /auth.
 */
export function DemoHeader({ onHowItWorks }: { onHowItWorks: () => void }) {
  return (
    <AppBar
      position="static"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar
        component="nav"
        aria-label="Main"
        sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 1, py: 1 }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexGrow: 1 }}>
          <CalendarMonth color="primary" aria-hidden />
          <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
            Schengen Area Travel Tracker
          </Typography>
          <Chip label="100% Free Demo" color="success" size="small" />
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<HelpOutlineOutlined aria-hidden />}
            onClick={onHowItWorks}
          >
            How it works
          </Button>
          <Button component={RouterLink} to={paths.auth.getHref()} variant="contained">
            Sign up for free/Login
          </Button>
        </Box>
      </Toolbar>
    </AppBar>
  );
}
