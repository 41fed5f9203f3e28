import Delete from '@mui/icons-material/Delete';
import Visibility from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

import type { AdminUserListItemDto } from '@app/contracts';

import { formatCount } from '../../../lib/plural';
import { formatDay, formatMoment } from '../admin-format';

interface UserActivityRowProps {
  user: AdminUserListItemDto;
  isSelected: boolean;
  onToggle: (userId: string) => void;
  onView: (user: AdminUserListItemDto) => void;
  onDelete: (user: AdminUserListItemDto) => void;
}

/** One user of SPEC §2's 'User Activity' list. */
export function UserActivityRow({
  user,
  isSelected,
  onToggle,
  onView,
  onDelete,
}: UserActivityRowProps) {
  const entries = formatCount(user.entry_count, 'entry');
  return (
    <ListItem divider aria-label={user.username} sx={{ gap: 1, flexWrap: 'wrap' }}>
      <Checkbox
        checked={isSelected}
        onChange={() => onToggle(user.id)}
        slotProps={{ input: { 'aria-label': `Select ${user.username}` } }}
      />
      <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{user.username}</Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {user.email}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          Joined {formatMoment(user.created_at)}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Chip size="small" label={entries} />
        {user.last_entry_date ? (
          <Typography variant="caption" color="text.secondary">
            Last activity: {formatDay(user.last_entry_date)}
          </Typography>
        ) : null}
        <Tooltip title="View details">
          <IconButton aria-label={`View details of ${user.username}`} onClick={() => onView(user)}>
            <Visibility aria-hidden />
          </IconButton>
        </Tooltip>
        <Tooltip title="Delete user">
          <IconButton
            aria-label={`Delete ${user.username}`}
            color="error"
            onClick={() => onDelete(user)}
          >
            <Delete aria-hidden />
          </IconButton>
        </Tooltip>
      </Box>
    </ListItem>
  );
}
