import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';

import type { WebMessageId } from '@app/i18n/web';

import { Placeholder } from '../../../components/feedback/placeholder';
import { averageEntriesPerUser } from '../admin-format';
import type { AdminTotals } from '../hooks/use-admin-stats';

/** A card's figure: null while the statistics load (a placeholder of its size, one line). */
function StatCard({
  name,
  label,
  value,
}: {
  name: string;
  label: WebMessageId;
  value: number | null;
}) {
  const intl = useIntl();
  const id = `admin-stat-${name}`;
  return (
    <Card component="section" aria-labelledby={id} variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={id} component="h2" variant="subtitle2" color="text.secondary">
          <FormattedMessage id={label} />
        </Typography>
        <Typography variant="h4" component="p">
          {value === null ? <Placeholder inline width="2ch" /> : intl.formatNumber(value)}
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
  const cards: { name: string; label: WebMessageId; value: number | null }[] = [
    { name: 'users', label: 'admin.stats.totalUsers', value: totals?.totalUsers ?? null },
    { name: 'entries', label: 'admin.stats.totalEntries', value: totals?.totalEntries ?? null },
    { name: 'active', label: 'admin.stats.activeUsers', value: totals?.activeUsers ?? null },
    {
      name: 'average',
      label: 'admin.stats.average',
      value: totals ? averageEntriesPerUser(totals.totalEntries, totals.totalUsers) : null,
    },
  ];
  return (
    <Grid container spacing={2} sx={{ mb: 3 }}>
      {cards.map((card) => (
        <Grid key={card.name} size={{ xs: 12, sm: 6, md: 3 }}>
          <StatCard {...card} />
        </Grid>
      ))}
    </Grid>
  );
}
