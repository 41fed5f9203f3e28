import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRouteError } from 'react-router';

/**
 * What a route shows when it throws while rendering or its code fails to load (for example
 * after a new deployment): a plain message and a way to reload.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  console.error(error);
  return (
    <Box
      component="main"
      id="main"
      role="alert"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}
    >
      <div>
        <ErrorOutlineOutlined color="error" sx={{ fontSize: 56 }} aria-hidden />
        <Typography component="h1" variant="h2" gutterBottom>
          Something went wrong
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          The page could not be shown. Reloading usually fixes this.
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      </div>
    </Box>
  );
}
