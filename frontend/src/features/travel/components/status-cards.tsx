import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

import { Placeholder } from '../../../components/feedback/placeholder';
import { LEVEL_COLOUR } from '../../../lib/compliance-colours';
import type { VisitSummary } from '../../../lib/travel/summarise-visits';

type CardTitle =
  'dashboard.status.daysUsed' | 'dashboard.status.daysLeft' | 'dashboard.status.usage';

function StatusCard({
  id,
  title,
  children,
}: {
  id: string;
  title: CardTitle;
  children: ReactNode;
}) {
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} component="h2" variant="subtitle2" color="text.secondary">
          <FormattedMessage id={title} />
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

const CARDS_SX = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
} as const;

export type StatusFigures = Pick<
  VisitSummary,
  'daysUsed' | 'daysLeft' | 'level' | 'percent' | 'barPercent'
>;

/** The cards before their figures: loading (skeletons), or failed (no figure at all). */
export interface StatusCardsPending {
  state: 'loading' | 'failed';
}

/** A figure's place while it has none: a skeleton of its size, or (failed) an empty line. */
function NoFigure({ state }: StatusCardsPending) {
  return (
    <Typography variant="h3" component="p" aria-hidden="true" data-stat-pending={state}>
      {state === 'loading' ? <Placeholder inline width="3ch" /> : '\u00a0'}
    </Typography>
  );
}

/**
 * SPEC §2: days used, days not used and usage, coloured by the compliance level; before the
 * entries are there (`state`), the same cards with no figure (issue #17).
 */
export function StatusCards(props: StatusFigures | StatusCardsPending) {
  if ('state' in props) {
    return (
      <Box sx={CARDS_SX} aria-busy={props.state === 'loading'}>
        <StatusCard id="days-used-heading" title="dashboard.status.daysUsed">
          <NoFigure state={props.state} />
        </StatusCard>
        <StatusCard id="days-left-heading" title="dashboard.status.daysLeft">
          <NoFigure state={props.state} />
        </StatusCard>
        <StatusCard id="usage-heading" title="dashboard.status.usage">
          <NoFigure state={props.state} />
          {props.state === 'loading' ? (
            <Box sx={{ mt: 1 }}>
              <Placeholder height={8} />
            </Box>
          ) : (
            <Box sx={{ mt: 1, height: 8 }} />
          )}
        </StatusCard>
      </Box>
    );
  }
  return <StatusFiguresCards {...props} />;
}

function StatusFiguresCards({ daysUsed, daysLeft, level, percent, barPercent }: StatusFigures) {
  const colour = LEVEL_COLOUR[level];
  return (
    <Box data-level={level} sx={CARDS_SX}>
      <StatusCard id="days-used-heading" title="dashboard.status.daysUsed">
        <Typography variant="h3" component="p" sx={{ color: colour }} data-stat="days-used">
          {daysUsed}
        </Typography>
      </StatusCard>
      <StatusCard id="days-left-heading" title="dashboard.status.daysLeft">
        <Typography variant="h3" component="p" data-stat="days-left">
          {daysLeft}
        </Typography>
      </StatusCard>
      <StatusCard id="usage-heading" title="dashboard.status.usage">
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
