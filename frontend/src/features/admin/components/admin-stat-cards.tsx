import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';

import { Placeholder } from '../../../components/feedback/placeholder';
import { averageEntriesPerUser } from '../admin-format';
import type { AdminTotals } from '../hooks/use-admin-stats';

/** A card's figure: null while the statistics load (a placeholder of its size, one line). */
function StatCard({ label, value }: { label: string; value: number | null }) {
  const id = `admin-stat-${label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Card component="section" aria-labelledby={id} variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={id} component="h2" variant="subtitle2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h4" component="p">
          {value ?? <Placeholder inline width="2ch" />}
        </Typography>
      </CardContent>
    </Card>
  );
}

/**
 * SPEC §2: the four stat cards of the admin dashboard; `totals` null while they load (the cards,
 * of their size, with placeholders for the figures: nothing below them moves when they come).
 */
export function AdminStatCards({ totals }: { totals: AdminTotals | null }) {
  const cards = [
    { label: 'Total Users', value: totals?.totalUsers ?? null },
    { label: 'Total Entries', value: totals?.totalEntries ?? null },
    { label: 'Active Users (7 days)', value: totals?.activeUsers ?? null },
    {
      label: 'Avg Entries/User',
      value: totals ? averageEntriesPerUser(totals.totalEntries, totals.totalUsers) : null,
    },
  ];
  return (
    <Grid container spacing={2} sx={{ mb: 3 }}>
      {cards.map((card) => (
        <Grid key={card.label} size={{ xs: 12, sm: 6, md: 3 }}>
          <StatCard {...card} />
        </Grid>
      ))}
    </Grid>
  );
}
