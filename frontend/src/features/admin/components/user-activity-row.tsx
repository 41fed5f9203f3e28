import Delete from '@mui/icons-material/Delete';
import Visibility from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';

import type { AdminUserListItemDto } from '@app/contracts';

import { useLanguage } from '../../../lib/i18n/language-provider';
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
  const intl = useIntl();
  const language = useLanguage();
  const { username } = user;
  return (
    <ListItem divider aria-label={user.username} sx={{ gap: 1, flexWrap: 'wrap' }}>
      <Checkbox
        checked={isSelected}
        onChange={() => onToggle(user.id)}
        slotProps={{
          input: { 'aria-label': intl.formatMessage({ id: 'admin.row.select' }, { username }) },
        }}
      />
      <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{user.username}</Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {user.email}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          <FormattedMessage
            id="admin.row.joined"
            values={{ date: formatMoment(user.created_at, language) }}
          />
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Chip
          size="small"
          label={intl.formatMessage({ id: 'admin.entryCount' }, { count: user.entry_count })}
        />
        {user.last_entry_date ? (
          <Typography variant="caption" color="text.secondary">
            <FormattedMessage
              id="admin.row.lastActivity"
              values={{ date: formatDay(user.last_entry_date, language) }}
            />
          </Typography>
        ) : null}
        <Tooltip title={intl.formatMessage({ id: 'admin.row.view' })}>
          <IconButton
            aria-label={intl.formatMessage({ id: 'admin.row.viewOf' }, { username })}
            onClick={() => onView(user)}
          >
            <Visibility aria-hidden />
          </IconButton>
        </Tooltip>
        <Tooltip title={intl.formatMessage({ id: 'admin.row.delete' })}>
          <IconButton
            aria-label={intl.formatMessage({ id: 'admin.row.deleteOf' }, { username })}
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
