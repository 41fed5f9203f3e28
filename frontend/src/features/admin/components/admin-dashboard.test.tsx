import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import type { AdminUserListItemDto } from '@app/contracts';

import { aUser, anErrorBody } from '../../../testing/builders';
import { renderWithProviders } from '../../../testing/render';
import { apiUrl, server } from '../../../testing/server';
import { STATS_RELOAD_DELAY_MS } from '../api/admin-api';
import { anAdminListUser, someAdminStats } from '../testing/admin-builders';
import { AdminDashboard } from './admin-dashboard';

jest.mock('./rich-text-editor', () => jest.requireActual('../testing/rich-text-editor-stand-in'));

const admin = aUser({ username: 'root', role: 'admin' });

function serveStats(users: AdminUserListItemDto[], overrides = {}) {
  const calls: URL[] = [];
  server.use(
    http.get(apiUrl('admin/stats'), ({ request }) => {
      calls.push(new URL(request.url));
      return HttpResponse.json(someAdminStats(users, overrides));
    }),
  );
  return calls;
}

function renderDashboard(user = admin) {
  return renderWithProviders(<AdminDashboard />, { route: '/admin', user });
}

function statValue(label: string) {
  return within(screen.getByRole('region', { name: label })).getByText(/^\d+$/).textContent;
}

describe('AdminDashboard', () => {
  it('shows the title, the four stat cards and Avg Entries/User rounded', async () => {
    serveStats([anAdminListUser({ entry_count: 5 }), anAdminListUser({ entry_count: 0 })], {
      active_users_last_7_days: 1,
    });
    renderDashboard();
    expect(screen.getByRole('heading', { name: 'Test Tracker Admin Dashboard' })).toBeVisible();
    expect(screen.getByText('Monitor app usage and user activity')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading admin statistics...');
    // Loading, the four cards and the list's card hold their places (issue #19: no layout shift).
    for (const label of [
      'Total Users',
      'Total Entries',
      'Active Users (7 days)',
      'Avg Entries/User',
    ])
      expect(
        within(screen.getByRole('region', { name: label })).queryByText(/^\d+$/),
      ).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'User Activity' })).toContainElement(
      screen.getByRole('status'),
    );
    await waitForElementToBeRemoved(() => screen.queryByText('Loading admin statistics...'));
    expect(statValue('Total Users')).toBe('2');
    expect(statValue('Total Entries')).toBe('5');
    expect(statValue('Active Users (7 days)')).toBe('1');
    expect(statValue('Avg Entries/User')).toBe('3');
  });

  it('shows 0 Avg Entries/User without users', async () => {
    serveStats([], { active_users_last_7_days: 0 });
    renderDashboard();
    await waitForElementToBeRemoved(() => screen.queryByText('Loading admin statistics...'));
    expect(statValue('Avg Entries/User')).toBe('0');
    expect(screen.getByLabelText('Select All Users (0 of 0 selected)')).toBeDisabled();
  });

  it("says 'Unable to load admin statistics' when the stats fail", async () => {
    server.use(
      http.get(apiUrl('admin/stats'), () =>
        HttpResponse.json(anErrorBody(500, 'Internal error', 'INTERNAL'), { status: 500 }),
      ),
    );
    renderDashboard();
    expect(await screen.findByText('Unable to load admin statistics')).toBeVisible();
  });

  it("shows 'Not authorised' to a signed-in user who is not an admin, without calling the API", async () => {
    const calls = serveStats([anAdminListUser()]);
    renderDashboard(aUser({ role: 'user' }));
    expect(screen.getByRole('heading', { name: 'Not authorised' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByText('Loading admin statistics...')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("shows 'Not authorised' when the server refuses the stats with 403", async () => {
    server.use(
      http.get(apiUrl('admin/stats'), () =>
        HttpResponse.json(
          anErrorBody(403, 'You are not authorised to use the admin area.', 'FORBIDDEN'),
          { status: 403 },
        ),
      ),
    );
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Not authorised' })).toBeVisible();
    // The refusal stands alone: no admin title above it, so one h1 on the page.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.queryByText(/Admin Dashboard$/)).not.toBeInTheDocument();
    expect(screen.queryByText('Monitor app usage and user activity')).not.toBeInTheDocument();
  });

  it('lists each user with entries badge, joined and last-activity dates', async () => {
    serveStats([
      anAdminListUser({ username: 'ada', email: 'ada@example.com', entry_count: 4 }),
      anAdminListUser({ username: 'bob', entry_count: 1, last_entry_date: null }),
    ]);
    renderDashboard();
    const ada = await screen.findByRole('listitem', { name: 'ada' });
    expect(within(ada).getByText('ada@example.com')).toBeVisible();
    expect(within(ada).getByText('Joined 1 February 2025')).toBeVisible();
    expect(within(ada).getByText('4 entries')).toBeVisible();
    expect(within(ada).getByText('Last activity: 10 March 2025')).toBeVisible();
    const bob = screen.getByRole('listitem', { name: 'bob' });
    expect(within(bob).getByText('1 entry')).toBeVisible();
    expect(within(bob).queryByText(/Last activity/)).not.toBeInTheDocument();
  });

  it("selects users one by one and all at once, and counts them in 'Select All Users'", async () => {
    serveStats([
      anAdminListUser({ username: 'ada' }),
      anAdminListUser({ username: 'bob' }),
      anAdminListUser({ username: 'cy' }),
    ]);
    const { user } = renderDashboard();
    const sendButton = await screen.findByRole('button', { name: 'Send Email (0)' });
    expect(sendButton).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Select bob' }));
    expect(screen.getByLabelText('Select All Users (1 of 3 selected)')).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Send Email (1)' })).toBeEnabled();

    await user.click(screen.getByLabelText('Select All Users (1 of 3 selected)'));
    expect(screen.getByLabelText('Select All Users (3 of 3 selected)')).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select ada' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Send Email (3)' })).toBeEnabled();

    await user.click(screen.getByLabelText('Select All Users (3 of 3 selected)'));
    expect(screen.getByLabelText('Select All Users (0 of 3 selected)')).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select cy' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Send Email (0)' })).toBeDisabled();
  });

  it('loads more users page by page and selects every user, also those not loaded yet', async () => {
    const first = [anAdminListUser({ username: 'ada' }), anAdminListUser({ username: 'bob' })];
    const second = [anAdminListUser({ username: 'cy' })];
    const unseen = anAdminListUser({ username: 'dee' });
    const all = [...first, ...second, unseen];
    const cursors: Array<string | null> = [];
    server.use(
      http.get(apiUrl('admin/stats'), ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        cursors.push(cursor);
        const page = cursor === 'page-2' ? second : first;
        return HttpResponse.json(
          someAdminStats(page, {
            total_users: 4,
            total_entries: 8,
            next_cursor: cursor ? 'page-3' : 'page-2',
          }),
        );
      }),
      http.get(apiUrl('admin/users/ids'), () =>
        HttpResponse.json({ ids: all.map((user) => user.id) }),
      ),
    );
    const { user } = renderDashboard();
    await screen.findByRole('listitem', { name: 'bob' });
    expect(screen.queryByRole('listitem', { name: 'cy' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('listitem', { name: 'cy' })).toBeVisible();
    expect(cursors).toEqual([null, 'page-2']);

    await user.click(screen.getByLabelText('Select All Users (0 of 4 selected)'));
    expect(await screen.findByLabelText('Select All Users (4 of 4 selected)')).toBeChecked();
    expect(screen.getByRole('button', { name: 'Send Email (4)' })).toBeEnabled();
  });

  it("runs 'Cleanup Orphaned', shows 'Cleaning...' meanwhile and reports the result", async () => {
    const calls = serveStats([anAdminListUser()]);
    let release: () => void = () => undefined;
    server.use(
      http.post(apiUrl('admin/cleanup-all-entries'), async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ totalDeleted: 7, usersAffected: 3 });
      }),
    );
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Cleanup Orphaned' }));
    expect(await screen.findByRole('button', { name: 'Cleaning...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Cleanup completed')).toBeVisible();
    expect(screen.getByText('Removed 7 orphaned entries across 3 users.')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Cleanup Orphaned' })).toBeEnabled();
    await waitFor(() => expect(calls).toHaveLength(2));
  });

  it("says one orphaned entry of one user in the singular after 'Cleanup Orphaned'", async () => {
    serveStats([anAdminListUser()]);
    server.use(
      http.post(apiUrl('admin/cleanup-all-entries'), () =>
        HttpResponse.json({ totalDeleted: 1, usersAffected: 1 }),
      ),
    );
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Cleanup Orphaned' }));
    expect(await screen.findByText('Removed 1 orphaned entry across 1 user.')).toBeVisible();
  });

  it("reloads the stats only once the read model has had time to follow 'Cleanup Orphaned'", async () => {
    const statsCalledAt: number[] = [];
    server.use(
      http.get(apiUrl('admin/stats'), () => {
        statsCalledAt.push(performance.now());
        return HttpResponse.json(someAdminStats([anAdminListUser()]));
      }),
    );
    let cleanedAt = 0;
    server.use(
      http.post(apiUrl('admin/cleanup-all-entries'), () => {
        cleanedAt = performance.now();
        return HttpResponse.json({ totalDeleted: 1, usersAffected: 1 });
      }),
    );
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Cleanup Orphaned' }));
    expect(await screen.findByText('Cleanup completed')).toBeVisible();
    await waitFor(() => expect(statsCalledAt).toHaveLength(2), {
      timeout: STATS_RELOAD_DELAY_MS + 5000,
    });
    // Timers never fire early; 50 ms allows for clock granularity only.
    expect(statsCalledAt[1]! - cleanedAt).toBeGreaterThanOrEqual(STATS_RELOAD_DELAY_MS - 50);
  });

  it("says 'Cleanup failed' with the server's message", async () => {
    serveStats([anAdminListUser()]);
    server.use(
      http.post(apiUrl('admin/cleanup-all-entries'), () =>
        HttpResponse.json(anErrorBody(500, 'The travel service is unavailable', 'INTERNAL'), {
          status: 500,
        }),
      ),
    );
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Cleanup Orphaned' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Cleanup failed');
    expect(alert).toHaveTextContent('The travel service is unavailable');
  });
});
