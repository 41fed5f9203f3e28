import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';

import type { DonationProductCode, DonationTierDto } from '@app/contracts';

import { formatMoney, tierWords } from '../tier-words';

const ICONS: Record<DonationProductCode, string> = { coffee: '🥐', espresso: '☕', kuchen: '🍰' };

/**
 * The three tier cards (SPEC §2, §9), in the page's language. Choosing one starts its payment;
 * while the payment intent is created every card says 'Loading...' and none can be chosen.
 */
export function TierCards({
  tiers,
  pending,
  onChoose,
}: {
  tiers: readonly DonationTierDto[];
  pending: DonationProductCode | null;
  onChoose: (tier: DonationTierDto) => void;
}) {
  const intl = useIntl();
  return (
    <Box
      component="ul"
      aria-label={intl.formatMessage({ id: 'donate.tiers.label' })}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
      }}
    >
      {tiers.map((tier) => {
        const { title, food } = tierWords(intl, tier);
        return (
          <li key={tier.productCode}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea
                onClick={() => onChoose(tier)}
                disabled={pending !== null}
                aria-busy={pending === tier.productCode}
                sx={{ height: '100%', p: 1 }}
              >
                <CardContent sx={{ textAlign: 'center' }}>
                  <Typography component="span" aria-hidden sx={{ fontSize: 40, lineHeight: 1.2 }}>
                    {ICONS[tier.productCode]}
                  </Typography>
                  <Typography component="h2" variant="h5" sx={{ mt: 1 }}>
                    {title}
                  </Typography>
                  <Typography variant="h4" component="p" sx={{ my: 1, fontWeight: 700 }}>
                    {formatMoney(intl, tier.amount / 100)}
                  </Typography>
                  <Typography color="text.secondary">{food}</Typography>
                  <Typography variant="button" component="p" color="primary" sx={{ mt: 2 }}>
                    <FormattedMessage
                      id={pending === null ? 'donate.tiers.choose' : 'donate.tiers.loading'}
                    />
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </li>
        );
      })}
    </Box>
  );
}
