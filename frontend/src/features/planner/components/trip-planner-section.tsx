import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * Trip Planner (beyond SPEC): the card, its heading and its introduction. The route composes its
 * parts inside it: the two planners (this feature's `TripPlanners`, hydrated when their code has
 * arrived) and features/explain's whole-trip check (rendered after the page's start). The shell is
 * the page's own code, so that neither part's loading mechanism sits inside the other's; its texts
 * are the page's own messages too (namespace `dashboard`), there when the page hydrates.
 */
export function TripPlannerSection({ children }: { children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby="trip-planner-heading">
      <CardContent>
        <Typography id="trip-planner-heading" component="h2" variant="h3" gutterBottom>
          <FormattedMessage id="dashboard.planner.title" />
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          <FormattedMessage id="dashboard.planner.intro" />
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
