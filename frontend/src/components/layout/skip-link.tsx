import Link from '@mui/material/Link';

/** The first focusable element of every page: jumps past the navigation to #main. */
export function SkipLink() {
  return (
    <Link
      href="#main"
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: 'tooltip',
        p: 1,
        bgcolor: 'background.paper',
        '&:focus': { top: 8 },
      }}
    >
      Skip to main content
    </Link>
  );
}
