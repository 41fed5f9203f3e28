import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

import { paths } from '../../config/paths';
import { useProductConfig } from '../../lib/product-config';

/** Footer of every page: FAQ, privacy, terms and the support e-mail (SPEC §2). */
export function SiteFooter() {
  const { productName, supportEmail } = useProductConfig();
  return (
    <Box
      component="footer"
      sx={{ mt: 'auto', py: 3, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Container
        maxWidth="lg"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          justifyContent: 'space-between',
          alignItems: 'center',
        }}
      >
        <Typography variant="body2" color="text.secondary">
          {productName} is an independent tool, for information only: always check official sources.
        </Typography>
        <Box component="nav" aria-label="Footer" sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Link component={RouterLink} to={paths.faq.getHref()} variant="body2">
            FAQ
          </Link>
          <Link component={RouterLink} to={paths.privacy.getHref()} variant="body2">
            Privacy Policy
          </Link>
          <Link component={RouterLink} to={paths.terms.getHref()} variant="body2">
            Terms of Service
          </Link>
          {supportEmail ? (
            <Link href={`mailto:${supportEmail}`} variant="body2">
              {supportEmail}
            </Link>
          ) : null}
        </Box>
      </Container>
    </Box>
  );
}
