import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';

import { EesCard } from './ees-card';
import { EesNoticeDialog } from './ees-notice-dialog';
import { EtiasCard } from './etias-card';
import { InsuranceCalculatorCard } from './insurance-calculator-card';
import { PassportCheckCard } from './passport-check-card';

/**
 * SPEC §2 "Cards below the tabs": passport check, EES, ETIAS (disabled) and the Insurance Year
 * Calculator, plus the one-time EES notice. Two columns from the md breakpoint, one below it.
 */
export function DashboardCards() {
  return (
    <Stack spacing={3} sx={{ mt: 4 }}>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <PassportCheckCard />
        <EesCard />
        <EtiasCard />
        <InsuranceCalculatorCard />
      </Box>
      <EesNoticeDialog />
    </Stack>
  );
}
