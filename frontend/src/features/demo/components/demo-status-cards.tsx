import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { LEVEL_COLOUR } from '../../../lib/compliance-colours';
import type { DemoSummary } from '../demo-summary';

function StatusCard({
  id,
  title,
  children,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
}) {
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
 * Figures and the percentage are written by `Intl` in the page's language.
 */
export function DemoStatusCards({ summary }: { summary: DemoSummary }) {
  const intl = useIntl();
  const { daysUsed, daysLeft, level, percent, barPercent, isInside } = summary;
  const colour = LEVEL_COLOUR[level];
  const share = intl.formatNumber(percent / 100, { style: 'percent' });
  return (
    <Box
      data-level={level}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
    >
      <StatusCard
        id="demo-days-used-heading"
        title={<FormattedMessage id="landing.demo.status.daysUsed" />}
      >
        <Typography variant="h3" component="p" sx={{ color: colour }}>
          {intl.formatNumber(daysUsed)}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={barPercent}
          aria-label={intl.formatMessage({ id: 'landing.demo.status.usage' }, { percent: share })}
          sx={{
            mt: 1,
            height: 8,
            borderRadius: 4,
            '& .MuiLinearProgress-bar': { bgcolor: colour },
          }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          <FormattedMessage id="landing.demo.status.percentOf90" values={{ percent: share }} />
        </Typography>
      </StatusCard>
      <StatusCard
        id="demo-days-left-heading"
        title={<FormattedMessage id="landing.demo.status.daysLeft" />}
      >
        <Typography variant="h3" component="p">
          {intl.formatNumber(daysLeft)}
        </Typography>
      </StatusCard>
      <StatusCard
        id="demo-presence-heading"
        title={<FormattedMessage id="landing.demo.status.title" />}
      >
        <Typography
          variant="h3"
          component="p"
          data-presence={isInside ? 'inside' : 'outside'}
          sx={{ color: isInside ? 'primary.main' : 'text.primary' }}
        >
          <FormattedMessage
            id={isInside ? 'landing.demo.status.inside' : 'landing.demo.status.outside'}
          />
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage
            id={isInside ? 'landing.demo.status.insideToday' : 'landing.demo.status.outsideToday'}
          />
        </Typography>
      </StatusCard>
    </Box>
  );
}
