import Box from '@mui/material/Box';
import Card from '@mui/material/Card';

import { LoadingSpinner } from './loading-spinner';

interface LoadingSectionProps {
  /** The height of what will be drawn there (px), so that nothing moves when it is. */
  minHeight: number;
  /** Framed as an outlined card (the part is a card of its own). */
  card?: boolean;
}

/**
 * The loading state of a part of a page that renders later (components/layout/rendered-after-start.tsx):
 * the region's loading spinner, centred in the place the part will take.
 */
export function LoadingSection({ minHeight, card = false }: LoadingSectionProps) {
  // Border-box sizing (CssBaseline): a card's border is inside `minHeight`.
  const sx = { minHeight, display: 'flex', alignItems: 'center', justifyContent: 'center' };
  return card ? (
    <Card variant="outlined" data-loading-section="" sx={sx}>
      <LoadingSpinner />
    </Card>
  ) : (
    <Box data-loading-section="" sx={sx}>
      <LoadingSpinner />
    </Box>
  );
}
