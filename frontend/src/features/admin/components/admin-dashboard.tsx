import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';

import type { AdminUserListItemDto } from '@app/contracts';

import { openedLater } from '../../../components/layout/opened-later';
import { useProductConfig } from '../../../lib/product-config';
import { useAuth } from '../../../lib/session';
import { useAdminStats } from '../hooks/use-admin-stats';
import { useUserSelection } from '../hooks/use-user-selection';
import { AdminActions } from './admin-actions';
import { AdminStatCards } from './admin-stat-cards';
import { NotAuthorised } from './not-authorised';
import type { EmailDraft } from './send-email-dialog';
import { UserActivityList, UserActivityLoading } from './user-activity-list';

// The dialogs' code (MUI's Dialog, the Send Email fields) is not the page's: the admin page becomes
// interactive without it (docs/adr/0019, "Budgets"). It loads beside the page, and each dialog is
// mounted when first opened.
const SendEmailDialog = openedLater(
  () => import('./send-email-dialog').then((module) => module.SendEmailDialog),
  ({ open }) => open,
);

const UserDetailsDialog = openedLater(
  () => import('./user-details-dialog').then((module) => module.UserDetailsDialog),
  ({ user }) => user !== null,
);
const DeleteUserDialog = openedLater(
  () => import('./delete-user-dialog').then((module) => module.DeleteUserDialog),
  ({ user }) => user !== null,
);

const EMPTY_DRAFT: EmailDraft = { subject: '', message: '' };

function AdminHeading() {
  const { productName } = useProductConfig();
  return (
    <>
      <Typography component="h1" variant="h1" gutterBottom>
        <FormattedMessage id="admin.title" values={{ productName }} />
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        <FormattedMessage id="admin.subtitle" />
      </Typography>
    </>
  );
}

/**
 * The admin screen's state (SPEC §4 "Admin screen") around the stats and the user list, under the
 * page heading; a 403 from the stats shows 'Not authorised' instead of both.
 */
function AdminConsole() {
  const stats = useAdminStats();
  const loadedIds = useMemo(() => stats.users.map((user) => user.id), [stats.users]);
  const selection = useUserSelection(loadedIds, stats.hasMore);
  const [isEmailOpen, setIsEmailOpen] = useState(false);
  const [draft, setDraft] = useState<EmailDraft>(EMPTY_DRAFT);
  const [viewedUser, setViewedUser] = useState<AdminUserListItemDto | null>(null);
  const [pendingUser, setPendingUser] = useState<AdminUserListItemDto | null>(null);

  // A refusal (403) stands alone: 'Not authorised' is the page's only heading.
  if (stats.isForbidden) return <NotAuthorised />;
  // Loading: the cards and the list in their places (nothing below them moves when they come).
  if (stats.isLoading) {
    return (
      <>
        <AdminHeading />
        <AdminStatCards totals={null} />
        <UserActivityLoading>
          <Typography role="status">
            <FormattedMessage id="admin.loading" />
          </Typography>
        </UserActivityLoading>
      </>
    );
  }
  if (stats.isError || !stats.totals) {
    return (
      <>
        <AdminHeading />
        <Alert severity="error">
          <FormattedMessage id="admin.loadFailed" />
        </Alert>
      </>
    );
  }

  const recipients = stats.users.filter((user) => selection.selected.has(user.id));

  return (
    <>
      <AdminHeading />
      <AdminStatCards totals={stats.totals} />
      <UserActivityList
        users={stats.users}
        totalUsers={stats.totals.totalUsers}
        selected={selection.selected}
        onToggle={selection.toggle}
        onSelectAll={() => void selection.selectAll()}
        onClearSelection={selection.clear}
        isSelectingAll={selection.isSelectingAll}
        hasMore={stats.hasMore}
        isLoadingMore={stats.isLoadingMore}
        onLoadMore={stats.loadMore}
        onView={setViewedUser}
        onDelete={setPendingUser}
        actions={
          <AdminActions
            selectedCount={selection.selected.size}
            onSendEmail={() => setIsEmailOpen(true)}
          />
        }
      />
      <SendEmailDialog
        open={isEmailOpen}
        userIds={selection.ids}
        recipients={recipients}
        draft={draft}
        onDraftChange={setDraft}
        onClose={(clearDraft) => {
          setIsEmailOpen(false);
          if (clearDraft) setDraft(EMPTY_DRAFT);
        }}
        onSent={() => {
          setIsEmailOpen(false);
          setDraft(EMPTY_DRAFT);
          selection.clear();
        }}
      />
      <UserDetailsDialog user={viewedUser} onClose={() => setViewedUser(null)} />
      <DeleteUserDialog
        user={pendingUser}
        onDone={(deletedUserId) => {
          setPendingUser(null);
          if (deletedUserId) selection.remove(deletedUserId);
        }}
      />
    </>
  );
}

/**
 * /admin (SPEC §2): the statistics, the users and their management, for administrators only; any
 * other signed-in user sees 'Not authorised' (the server refuses them every admin call anyway).
 */
export function AdminDashboard() {
  const { user } = useAuth();
  return user?.role === 'admin' ? <AdminConsole /> : <NotAuthorised />;
}
