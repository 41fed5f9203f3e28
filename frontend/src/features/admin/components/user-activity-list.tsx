import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import type { AdminUserListItemDto } from '@app/contracts';

import { UserActivityRow } from './user-activity-row';

interface UserActivityListProps {
  users: AdminUserListItemDto[];
  totalUsers: number;
  selected: ReadonlySet<string>;
  onToggle: (userId: string) => void;
  onSelectAll: () => void;
  onClearSelection: () => void;
  isSelectingAll: boolean;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => void;
  onView: (user: AdminUserListItemDto) => void;
  onDelete: (user: AdminUserListItemDto) => void;
  /** The list's buttons: 'Download CSV', 'Cleanup Orphaned', 'Send Email (n)'. */
  actions: ReactNode;
}

/**
 * How tall the list's card is at least while the users load: its heading and a few rows, so that
 * on a phone the page's footer is below the screen until the list comes (it does not move up and
 * down on screen: Lighthouse counted that as layout shift, issue #19).
 */
const LOADING_MIN_HEIGHT = 360;

function UserActivityCard({ minHeight, children }: { minHeight?: number; children: ReactNode }) {
  return (
    <Card
      component="section"
      aria-labelledby="user-activity-title"
      variant="outlined"
      sx={minHeight === undefined ? undefined : { minHeight }}
    >
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** The list's card while the users load: its heading and `children` (the loading state). */
export function UserActivityLoading({ children }: { children: ReactNode }) {
  return (
    <UserActivityCard minHeight={LOADING_MIN_HEIGHT}>
      <Typography id="user-activity-title" component="h2" variant="h5" sx={{ mb: 1 }}>
        <FormattedMessage id="admin.activity.title" />
      </Typography>
      {children}
    </UserActivityCard>
  );
}

/** SPEC §2 'User Activity': every user with a checkbox, and 'Select All Users (n of total selected)'. */
export function UserActivityList(props: UserActivityListProps) {
  const intl = useIntl();
  const { users, totalUsers, selected } = props;
  const isAllSelected = totalUsers > 0 && selected.size >= totalUsers;
  const isSomeSelected = selected.size > 0 && !isAllSelected;

  return (
    <UserActivityCard>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: 1,
        }}
      >
        <Typography id="user-activity-title" component="h2" variant="h5">
          <FormattedMessage id="admin.activity.title" />
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{props.actions}</Box>
      </Box>
      <FormControlLabel
        label={intl.formatMessage(
          { id: 'admin.activity.selectAll' },
          { selected: selected.size, total: totalUsers },
        )}
        disabled={totalUsers === 0 || props.isSelectingAll}
        control={
          <Checkbox
            checked={isAllSelected}
            indeterminate={isSomeSelected}
            onChange={(event) =>
              event.target.checked ? props.onSelectAll() : props.onClearSelection()
            }
          />
        }
      />
      <List aria-label={intl.formatMessage({ id: 'admin.activity.users' })}>
        {users.map((user) => (
          <UserActivityRow
            key={user.id}
            user={user}
            isSelected={selected.has(user.id)}
            onToggle={props.onToggle}
            onView={props.onView}
            onDelete={props.onDelete}
          />
        ))}
      </List>
      {users.length === 0 ? (
        <Typography color="text.secondary">
          <FormattedMessage id="admin.activity.empty" />
        </Typography>
      ) : null}
      {props.hasMore ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Button onClick={props.onLoadMore} disabled={props.isLoadingMore}>
            <FormattedMessage
              id={props.isLoadingMore ? 'admin.loadingShort' : 'admin.activity.loadMore'}
            />
          </Button>
        </Box>
      ) : null}
    </UserActivityCard>
  );
}
