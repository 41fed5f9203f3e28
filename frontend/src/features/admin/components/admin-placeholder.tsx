import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';

import { useProductConfig } from '../../../lib/product-config';

/** /admin, for now: the frame is there; the statistics and user management come next. */
export function AdminPlaceholder() {
  const { productName } = useProductConfig();
  return (
    <>
      <Typography component="h1" variant="h1" gutterBottom>
        {productName} Admin Dashboard
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Monitor app usage and user activity
      </Typography>
      <Alert severity="info" role="note">
        Admin dashboard coming soon.
      </Alert>
    </>
  );
}
