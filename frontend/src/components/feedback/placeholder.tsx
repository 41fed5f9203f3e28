import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;

interface PlaceholderProps {
  width?: number | string;
  height?: number | string;
  /** Inline, in a line of text (e.g. a figure's place in a heading): the line keeps its height. */
  inline?: boolean;
  /** Still (a figure that will not come: the error state), rather than pulsing (loading). */
  still?: boolean;
}

/**
 * The place of something still loading, of its size: a grey block that pulses (still when
 * `still`, or when the person prefers reduced motion). What MUI's Skeleton draws, as a plain Box:
 * MUI's Skeleton brings a module (`styles/cssUtils`) that `/` shares with it, which the bundler
 * then splits into a chunk of its own, over `/`'s JavaScript budget (docs/adr/0021).
 */
export function Placeholder({ width, height, inline = false, still = false }: PlaceholderProps) {
  return (
    <Box
      component="span"
      aria-hidden="true"
      data-placeholder={still ? 'still' : 'loading'}
      sx={{
        display: inline ? 'inline-block' : 'block',
        verticalAlign: 'middle',
        width,
        height: height ?? (inline ? '0.8em' : undefined),
        borderRadius: 1,
        bgcolor: 'action.hover',
        animation: still ? 'none' : `${pulse} 2s ease-in-out 0.5s infinite`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    />
  );
}
