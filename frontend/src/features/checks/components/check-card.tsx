import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface CheckCardProps {
  /** Prefix of the heading's id; the card is labelled by its heading. */
  id: string;
  title: string;
  /** Shown beside the title, e.g. a status chip. */
  badge?: ReactNode;
  /** Greys the whole card out (the ETIAS card, SPEC §2). */
  isDisabled?: boolean;
  children: ReactNode;
}

/** One of the cards below the dashboard tabs: an outlined section titled by an h2. */
export function CheckCard({ id, title, badge, isDisabled = false, children }: CheckCardProps) {
  const headingId = `${id}-heading`;
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      aria-disabled={isDisabled || undefined}
      sx={{ height: '100%', opacity: isDisabled ? 0.7 : 1 }}
    >
      <CardContent>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            mb: 1.5,
          }}
        >
          <Typography id={headingId} component="h2" variant="h3">
            {title}
          </Typography>
          {badge}
        </Box>
        <Stack spacing={2}>{children}</Stack>
      </CardContent>
    </Card>
  );
}
