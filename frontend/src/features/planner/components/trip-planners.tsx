import Box from '@mui/material/Box';
import { FormattedMessage } from 'react-intl';

import { LoadErrorAlert } from '../../../components/feedback/load-error-alert';
import { LoadingSpinner } from '../../../components/feedback/loading-spinner';
import { useVisits } from '../../../lib/travel';
import { LatestExitPlanner } from './latest-exit-planner';
import { TripLengthPlanner } from './trip-length-planner';

/**
 * The Trip Planner's two forms: from every recorded visit, later ones included, how long a stay
 * entered on a given day may last and when a trip of a given length can start.
 */
export function TripPlanners() {
  const { stays, today, excludedPeriods, isLoading, isError, retry } = useVisits();
  if (isLoading) return <LoadingSpinner />;
  if (isError) {
    return (
      <LoadErrorAlert onRetry={retry}>
        <FormattedMessage id="planner.loadError" />
      </LoadErrorAlert>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <LatestExitPlanner stays={stays} today={today} excludedPeriods={excludedPeriods} />
      <TripLengthPlanner stays={stays} today={today} excludedPeriods={excludedPeriods} />
    </Box>
  );
}
