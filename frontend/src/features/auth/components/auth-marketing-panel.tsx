import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';

import { useProductConfig } from '../../../lib/product-config';

const POINTS = [
  'See the days you have used in the last 180 days, and the days you have left',
  'Plan trips on a 12-month calendar',
  'Check your passport dates against the Schengen entry rules',
  'Optional e-mail reminders and weekly summaries',
  'Export your travel history as CSV or PDF',
];

/** The marketing side panel of /auth, shown on large screens only (SPEC §2). */
export function AuthMarketingPanel() {
  const { productName } = useProductConfig();
  return (
    <Box
      component="aside"
      aria-label={`About ${productName}`}
      sx={{
        display: { xs: 'none', lg: 'flex' },
        flexDirection: 'column',
        justifyContent: 'center',
        p: 6,
        color: 'common.white',
        bgcolor: 'primary.dark',
        borderRadius: 3,
      }}
    >
      <Typography component="h2" variant="h2" gutterBottom>
        Stay on the right side of the 90/180 rule
      </Typography>
      <Typography sx={{ mb: 3, opacity: 0.9 }}>
        {productName} keeps count of your days in the Schengen Area so you do not have to.
      </Typography>
      <List>
        {POINTS.map((point) => (
          <ListItem key={point} disableGutters>
            <ListItemIcon sx={{ color: 'inherit', minWidth: 40 }}>
              <CheckCircleOutlined aria-hidden />
            </ListItemIcon>
            <ListItemText primary={point} />
          </ListItem>
        ))}
      </List>
      <Typography variant="body2" sx={{ mt: 3, opacity: 0.9 }}>
        Free to use, supported by voluntary donations.
      </Typography>
    </Box>
  );
}
