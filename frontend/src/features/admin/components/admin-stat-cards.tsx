import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';

import { averageEntriesPerUser } from '../admin-format';
import type { AdminTotals } from '../hooks/use-admin-stats';

function StatCard({ label, value }: { label: string; value: number }) {
  const id = `admin-stat-${label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Card component="section" aria-labelledby={id} variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={id} component="h2" variant="subtitle2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h4" component="p">
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** SPEC §2: the four stat cards of the admin dashboard. */
export function AdminStatCards({ totals }: { totals: AdminTotals }) {
  const cards = [
    { label: 'Total Users', value: totals.totalUsers },
    { label: 'Total Entries', value: totals.totalEntries },
    { label: 'Active Users (7 days)', value: totals.activeUsers },
    {
      label: 'Avg Entries/User',
      value: averageEntriesPerUser(totals.totalEntries, totals.totalUsers),
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
