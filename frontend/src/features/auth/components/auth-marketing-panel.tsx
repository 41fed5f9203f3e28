import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
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
      {/* A plain list laid out as MUI's (8 px above and below each point, the icon in 40 px): MUI's
          List and ListItem would add 2 kB to the sign-in page's first load (docs/adr/0019). */}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, py: 1 }}>
        {POINTS.map((point) => (
          <Box component="li" key={point} sx={{ display: 'flex', alignItems: 'center', py: 1 }}>
            <Box component="span" sx={{ display: 'inline-flex', minWidth: 40 }}>
              <CheckCircleOutlined aria-hidden />
            </Box>
            <Typography component="span">{point}</Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" sx={{ mt: 3, opacity: 0.9 }}>
        Free to use, supported by voluntary donations.
      </Typography>
    </Box>
  );
}
