import Chip from '@mui/material/Chip';

/** SPEC §2: 'Currently Inside/Outside Schengen Area' (today within any visit). */
export function PresenceBadge({ isInside }: { isInside: boolean }) {
  return (
    <Chip
      role="status"
      color={isInside ? 'primary' : 'default'}
      variant={isInside ? 'filled' : 'outlined'}
      label={isInside ? 'Currently Inside Schengen Area' : 'Currently Outside Schengen Area'}
      data-presence={isInside ? 'inside' : 'outside'}
    />
  );
}
