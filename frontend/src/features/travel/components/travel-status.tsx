import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';

import { useVisits } from '../../../lib/travel';
import { PresenceBadge } from './presence-badge';
import { StatusAlert } from './status-alert';
import { type StatusFigures, StatusCards } from './status-cards';

export type TravelStatusFigures = StatusFigures & { isInside: boolean };

/** The dashboard's badge, three cards and status alert (SPEC §2) for the signed-in user. */
export function TravelStatus() {
  return <TravelStatusView {...useVisits()} />;
}

/** The same for given figures (the build prerenders it, app/prerender/pages.tsx). */
export function TravelStatusView({ isInside, ...figures }: TravelStatusFigures) {
  return (
    <Stack spacing={2} data-travel-status="">
      <Box>
        <PresenceBadge isInside={isInside} />
      </Box>
      <StatusCards {...figures} />
      <StatusAlert level={figures.level} daysUsed={figures.daysUsed} />
    </Stack>
  );
}
