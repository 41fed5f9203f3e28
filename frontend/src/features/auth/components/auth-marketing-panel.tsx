import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';

import { useProductConfig } from '../../../lib/product-config';

const POINTS = [
  'auth.marketing.daysLeft',
  'auth.marketing.calendar',
  'auth.marketing.passport',
  'auth.marketing.emails',
  'auth.marketing.export',
] as const;

/** The marketing side panel of /auth, shown on large screens only (SPEC §2). */
export function AuthMarketingPanel() {
  const intl = useIntl();
  const { productName } = useProductConfig();
  return (
    <Box
      component="aside"
      aria-label={intl.formatMessage({ id: 'auth.marketing.label' }, { productName })}
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
        <FormattedMessage id="auth.marketing.heading" />
      </Typography>
      <Typography sx={{ mb: 3, opacity: 0.9 }}>
        <FormattedMessage id="auth.marketing.lead" values={{ productName }} />
      </Typography>
      {/* A plain list laid out as MUI's (8 px above and below each point, the icon in 40 px): MUI's
          List and ListItem would add 2 kB to the sign-in page's first load (docs/adr/0019). */}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, py: 1 }}>
        {POINTS.map((point) => (
          <Box component="li" key={point} sx={{ display: 'flex', alignItems: 'center', py: 1 }}>
            <Box component="span" sx={{ display: 'inline-flex', minWidth: 40 }}>
              <CheckCircleOutlined aria-hidden />
            </Box>
            <Typography component="span">
              <FormattedMessage id={point} />
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" sx={{ mt: 3, opacity: 0.9 }}>
        <FormattedMessage id="auth.marketing.free" />
      </Typography>
    </Box>
  );
}
