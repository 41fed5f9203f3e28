import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { LEVEL_COLOUR } from '../../../lib/compliance-colours';
import type { DemoSummary } from '../demo-summary';

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

/**
 * The demo's three status cards (SPEC §2, §4): days used with the usage bar, days left, and
 * Inside/Outside; coloured on the demo scale (warning above 60, danger above 75, exceeded above 90).
 */
export function DemoStatusCards({ summary }: { summary: DemoSummary }) {
  const { daysUsed, daysLeft, level, percent, barPercent, isInside } = summary;
  const colour = LEVEL_COLOUR[level];
  return (
    <Box
      data-level={level}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
    >
      <StatusCard id="demo-days-used-heading" title="Days used in the last 180 days">
        <Typography variant="h3" component="p" sx={{ color: colour }}>
          {daysUsed}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={barPercent}
          aria-label={`Usage: ${percent}% of 90 days`}
          sx={{
            mt: 1,
            height: 8,
            borderRadius: 4,
            '& .MuiLinearProgress-bar': { bgcolor: colour },
          }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {percent}% of 90 days
        </Typography>
      </StatusCard>
      <StatusCard id="demo-days-left-heading" title="Days not used in the last 180 days">
        <Typography variant="h3" component="p">
          {daysLeft}
        </Typography>
      </StatusCard>
      <StatusCard id="demo-presence-heading" title="Status">
        <Typography
          variant="h3"
          component="p"
          data-presence={isInside ? 'inside' : 'outside'}
          sx={{ color: isInside ? 'primary.main' : 'text.primary' }}
        >
          {isInside ? 'Inside' : 'Outside'}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {isInside ? 'In the Schengen Area today' : 'Not in the Schengen Area today'}
        </Typography>
      </StatusCard>
    </Box>
  );
}
