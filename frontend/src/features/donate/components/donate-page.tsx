import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

import { paths } from '../../../config/paths';
import { useProductConfig } from '../../../lib/product-config';

/** /donate, for now: donations are not available yet, and the page says so. */
export function DonatePage() {
  const { productName } = useProductConfig();
  return (
    <Container
      component="main"
      id="main"
      maxWidth="sm"
      sx={{ py: { xs: 5, md: 8 }, textAlign: 'center' }}
    >
      <Typography component="h1" variant="h1" gutterBottom>
        Like using {productName}?
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {productName} is free to use. A voluntary contribution of any amount will help to keep it
        running.
      </Typography>
      <Alert severity="info" role="note" sx={{ mb: 4, textAlign: 'left' }}>
        Donations are not available yet. Thank you for thinking of it — please check back soon.
      </Alert>
      <Button component={RouterLink} to={paths.home.getHref()} variant="contained">
        Back to {productName}
      </Button>
    </Container>
  );
}
