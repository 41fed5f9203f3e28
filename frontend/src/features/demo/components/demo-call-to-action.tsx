import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

import { paths } from '../../../config/paths';

/** SPEC §2: 'Ready for Full Access?' with 'Create Free Account'. */
export function DemoCallToAction() {
  return (
    <Paper
      component="section"
      aria-labelledby="demo-cta-heading"
      variant="outlined"
      sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}
    >
      <Typography id="demo-cta-heading" component="h2" variant="h2" gutterBottom>
        Ready for Full Access?
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: '60ch', mx: 'auto' }}>
        Save every visit, check your passport dates, get e-mail reminders and weekly summaries, and
        export your travel history as CSV or PDF. Free, supported by voluntary donations.
      </Typography>
      <Button component={RouterLink} to={paths.auth.getHref()} variant="contained" size="large">
        Create Free Account
      </Button>
    </Paper>
  );
}
