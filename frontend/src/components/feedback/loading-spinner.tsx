import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

interface LoadingSpinnerProps {
  /** Visible and announced text; SPEC §2 shows 'Loading...'. */
  label?: string;
  /** Centre it in the whole viewport (route guards, lazy pages). */
  fullPage?: boolean;
}

export function LoadingSpinner({ label = 'Loading...', fullPage = false }: LoadingSpinnerProps) {
  return (
    <Box
      role="status"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        py: 6,
        minHeight: fullPage ? '100vh' : undefined,
      }}
    >
      <CircularProgress aria-label={label} />
      <Typography color="text.secondary">{label}</Typography>
    </Box>
  );
}
