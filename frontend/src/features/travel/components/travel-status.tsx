import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';

import { PresenceBadge } from './presence-badge';
import { StatusAlert } from './status-alert';
import { StatusCards } from './status-cards';

/** The dashboard's badge, three cards and status alert (SPEC §2). */
export function TravelStatus() {
  return (
    <Stack spacing={2}>
      <Box>
        <PresenceBadge />
      </Box>
      <StatusCards />
      <StatusAlert />
    </Stack>
  );
}
