import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { LoadErrorAlert } from '../../../components/feedback/load-error-alert';
import { LoadingSpinner } from '../../../components/feedback/loading-spinner';
import { useVisits } from '../../../lib/travel';
import { LatestExitPlanner } from './latest-exit-planner';
import { TripLengthPlanner } from './trip-length-planner';

/**
 * Trip Planner (beyond SPEC): answers from every recorded visit, later ones included, how long a
 * stay entered on a given day may last and when a trip of a given length can start; `tripCheck`
 * (features/explain's whole-trip check, composed by the route) comes below them.
 */
export function TripPlannerCard({ tripCheck }: { tripCheck?: ReactNode }) {
  const { stays, today, excludedPeriods, isLoading, isError, retry } = useVisits();
  let body: ReactNode;
  if (isLoading) {
    body = <LoadingSpinner />;
  } else if (isError) {
    body = (
      <LoadErrorAlert onRetry={retry}>
        Your travel entries could not be loaded, so no trip can be planned.
      </LoadErrorAlert>
    );
  } else {
    body = (
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <LatestExitPlanner stays={stays} today={today} excludedPeriods={excludedPeriods} />
        <TripLengthPlanner stays={stays} today={today} excludedPeriods={excludedPeriods} />
        {tripCheck ? <Box sx={{ gridColumn: { md: '1 / -1' } }}>{tripCheck}</Box> : null}
      </Box>
    );
  }
  return (
    <Card variant="outlined" component="section" aria-labelledby="trip-planner-heading">
      <CardContent>
        <Typography id="trip-planner-heading" component="h2" variant="h3" gutterBottom>
          Trip Planner
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Plan a trip that keeps every day within 90 days in any 180, counting all the visits you
          have recorded, later ones included.
        </Typography>
        {body}
      </CardContent>
    </Card>
  );
}
