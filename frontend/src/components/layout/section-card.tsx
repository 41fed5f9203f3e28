import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface SectionCardProps {
  /** The heading's id, which names the region (and may name a list inside it). */
  headingId: string;
  title: ReactNode;
  intro?: ReactNode;
  /** The intro's id, when something inside is labelled by it. */
  introId?: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/**
 * A dashboard card that is a region of the page: an outlined card named by its heading (an `h2`
 * styled as the cards' titles), an optional intro under it, then the card's content.
 *
 * @example
 * <SectionCard headingId={headingId} title={<FormattedMessage id="travellers.heading" />}
 *   intro={<FormattedMessage id="travellers.intro" />}>…</SectionCard>
 */
export function SectionCard({ headingId, title, intro, introId, sx, children }: SectionCardProps) {
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} sx={sx}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h3" gutterBottom>
          {title}
        </Typography>
        {intro === undefined ? null : (
          <Typography id={introId} color="text.secondary" sx={{ mb: 2 }}>
            {intro}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  );
}
