import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { LEVEL_COLOUR } from '../../../lib/compliance-colours';
import type { VisitSummary } from '../../../lib/travel/summarise-visits';

function StatusCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} component="h2" variant="subtitle2" color="text.secondary">
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

export type StatusFigures = Pick<
  VisitSummary,
  'daysUsed' | 'daysLeft' | 'level' | 'percent' | 'barPercent'
>;

/**
 * SPEC §2: days used, days not used and usage, coloured by the compliance level. Each figure is
 * marked (`data-stat`) for the early status script, which writes them into the prerendered
 * dashboard (src/early-dashboard-status.ts).
 */
export function StatusCards({ daysUsed, daysLeft, level, percent, barPercent }: StatusFigures) {
  const colour = LEVEL_COLOUR[level];
  return (
    <Box
      data-level={level}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
    >
      <StatusCard id="days-used-heading" title="Days used in the last 180 days">
        <Typography variant="h3" component="p" sx={{ color: colour }} data-stat="days-used">
          {daysUsed}
        </Typography>
      </StatusCard>
      <StatusCard id="days-left-heading" title="Days not used in the last 180 days">
        <Typography variant="h3" component="p" data-stat="days-left">
          {daysLeft}
        </Typography>
      </StatusCard>
      <StatusCard id="usage-heading" title="Usage">
        <Typography variant="h3" component="p" sx={{ color: colour }} data-stat="percent">
          {`${percent}%`}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={barPercent}
          aria-labelledby="usage-heading"
          data-stat="usage-bar"
          sx={{
            mt: 1,
            height: 8,
            borderRadius: 4,
            '& .MuiLinearProgress-bar': { bgcolor: colour },
          }}
        />
      </StatusCard>
    </Box>
  );
}
