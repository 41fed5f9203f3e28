import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import type { AdminUserListItemDto } from '@app/contracts';

import { aUser, anErrorBody } from '../../../testing/builders';
import { renderWithProviders } from '../../../testing/render';
import { apiUrl, server } from '../../../testing/server';
import { anAdminListUser, someAdminStats, someUserDetails } from '../testing/admin-builders';
import { AdminDashboard } from './admin-dashboard';

jest.mock('./rich-text-editor', () => jest.requireActual('../testing/rich-text-editor-stand-in'));

const ada = anAdminListUser({ username: 'ada', email: 'ada@example.com', entry_count: 2 });
const bob = anAdminListUser({ username: 'bob', email: 'bob@example.com', entry_count: 5 });

function serveStats(users: AdminUserListItemDto[] = [ada, bob]) {
  const calls: URL[] = [];
  server.use(
    http.get(apiUrl('admin/stats'), ({ request }) => {
      calls.push(new URL(request.url));
      return HttpResponse.json(someAdminStats(users));
    }),
  );
  return calls;
}

function renderDashboard() {
  return renderWithProviders(<AdminDashboard />, {
    route: '/admin',
    user: aUser({ role: 'admin' }),
  });
}

async function openEmailDialog(user: ReturnType<typeof renderDashboard>['user']) {
  await user.click(await screen.findByRole('checkbox', { name: 'Select ada' }));
  await user.click(screen.getByRole('checkbox', { name: 'Select bob' }));
  await user.click(screen.getByRole('button', { name: 'Send Email (2)' }));
  return screen.findByRole('dialog', { name: 'Send Email' });
}

describe('Send Email', () => {
  it('lists the recipients and refuses an empty subject or a message without text', async () => {
    serveStats();
    let sends = 0;
    server.use(http.post(apiUrl('admin/send-email'), () => ((sends += 1), HttpResponse.json({}))));
    const { user } = renderDashboard();
    const dialog = await openEmailDialog(user);
    const recipients = within(dialog).getByRole('list', { name: 'Recipients (2)' });
    expect(within(recipients).getByText('ada@example.com')).toBeVisible();
    expect(within(recipients).getByText('bob')).toBeVisible();

    await user.type(within(dialog).getByLabelText('Subject'), '   ');
    await user.type(await within(dialog).findByLabelText('Message'), '<p>Hello</p>');
    await user.click(within(dialog).getByRole('button', { name: 'Send Email' }));
    let alert = await screen.findByRole('alert', { hidden: true });
    expect(alert).toHaveTextContent('Missing content');
    expect(alert).toHaveTextContent('Please provide both subject and message.');

    await user.type(within(dialog).getByLabelText('Subject'), 'News');
    await user.clear(within(dialog).getByLabelText('Message'));
    await user.type(within(dialog).getByLabelText('Message'), '<p> <br></p>');
    await user.click(within(dialog).getByRole('button', { name: 'Send Email' }));
    alert = await screen.findByRole('alert', { hidden: true });
    expect(alert).toHaveTextContent('Please provide both subject and message.');
    expect(sends).toBe(0);
  });

  it('sends the trimmed subject and the HTML, reports the result and clears the dialog and selection', async () => {
    serveStats();
    const bodies: unknown[] = [];
    server.use(
      http.post(apiUrl('admin/send-email'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ successCount: 1, failureCount: 1 });
      }),
    );
    const { user } = renderDashboard();
    const dialog = await openEmailDialog(user);
    await user.type(within(dialog).getByLabelText('Subject'), '  Hello travellers  ');
    await user.type(await within(dialog).findByLabelText('Message'), '<p>Safe <b>travels</b></p>');
    await user.click(within(dialog).getByRole('button', { name: 'Send Email' }));

    expect(await screen.findByText('Emails sent successfully')).toBeVisible();
    expect(screen.getByText('Successfully sent 1 email. 1 failed.')).toBeVisible();
    expect(bodies).toEqual([
      {
        userIds: [ada.id, bob.id],
        subject: 'Hello travellers',
        message: '<p>Safe <b>travels</b></p>',
      },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Send Email' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Send Email (0)' })).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Select ada' }));
    await user.click(screen.getByRole('button', { name: 'Send Email (1)' }));
    const reopened = await screen.findByRole('dialog', { name: 'Send Email' });
    expect(within(reopened).getByLabelText('Subject')).toHaveValue('');
    expect(await within(reopened).findByLabelText('Message')).toHaveValue('');
  });

  it("says 'Failed to send emails' with the server's message and keeps the draft", async () => {
    serveStats();
    server.use(
      http.post(apiUrl('admin/send-email'), () =>
        HttpResponse.json(anErrorBody(400, 'Subject must be at most 200 characters'), {
          status: 400,
        }),
      ),
    );
    const { user } = renderDashboard();
    const dialog = await openEmailDialog(user);
    await user.type(within(dialog).getByLabelText('Subject'), 'Hi');
    await user.type(await within(dialog).findByLabelText('Message'), 'Text');
    await user.click(within(dialog).getByRole('button', { name: 'Send Email' }));
    const alert = await screen.findByRole('alert', { hidden: true });
    expect(alert).toHaveTextContent('Failed to send emails');
    expect(alert).toHaveTextContent('Subject must be at most 200 characters');
    expect(within(dialog).getByLabelText('Subject')).toHaveValue('Hi');
  });

  it('clears the subject and message on Cancel', async () => {
    serveStats();
    const { user } = renderDashboard();
    let dialog = await openEmailDialog(user);
    await user.type(within(dialog).getByLabelText('Subject'), 'Draft');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Send Email' })).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Send Email (2)' }));
    dialog = await screen.findByRole('dialog', { name: 'Send Email' });
    expect(within(dialog).getByLabelText('Subject')).toHaveValue('');
  });
});

describe('Delete User', () => {
  it('confirms with the entry count, deletes the user and reloads the stats', async () => {
    const calls = serveStats();
    const deleted: string[] = [];
    server.use(
      http.delete(apiUrl('admin/users/:userId'), ({ params }) => {
        deleted.push(String(params['userId']));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Delete bob' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete User' });
    expect(dialog).toHaveTextContent('The user account and profile');
    expect(dialog).toHaveTextContent('All travel entries (5 entries)');
    expect(dialog).toHaveTextContent('All associated data');
    expect(dialog).toHaveTextContent('This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete User' }));

    expect(await screen.findByText('User deleted successfully')).toBeVisible();
    expect(deleted).toEqual([bob.id]);
    await waitFor(() => expect(calls).toHaveLength(2));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Delete User' })).not.toBeInTheDocument(),
    );
  });

  it("says 'Failed to delete user' and clears the pending user", async () => {
    serveStats();
    server.use(
      http.delete(apiUrl('admin/users/:userId'), () =>
        HttpResponse.json(
          anErrorBody(
            409,
            'You cannot delete your own account from the admin console.',
            'CONFLICT',
          ),
          { status: 409 },
        ),
      ),
    );
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Delete ada' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete User' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete User' }));
    const alert = await screen.findByRole('alert', { hidden: true });
    expect(alert).toHaveTextContent('Failed to delete user');
    expect(alert).toHaveTextContent('You cannot delete your own account from the admin console.');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Delete User' })).not.toBeInTheDocument(),
    );
  });
});

describe('User Details', () => {
  it('shows the user information and travel history, and deletes one entry', async () => {
    const statsCalls = serveStats();
    const details = someUserDetails(ada);
    const [entry, exit] = details.entries;
    let detailCalls = 0;
    const deleted: string[] = [];
    server.use(
      http.get(apiUrl(`admin/users/${ada.id}/entries`), () => {
        detailCalls += 1;
        return HttpResponse.json(
          detailCalls === 1 ? details : { ...details, entries: details.entries.slice(1) },
        );
      }),
      http.delete(apiUrl(`admin/users/${ada.id}/entries/:entryId`), ({ params }) => {
        deleted.push(String(params['entryId']));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'View details of ada' }));
    const dialog = await screen.findByRole('dialog', { name: 'User Details' });
    expect(dialog).toHaveTextContent('Complete travel history for ada');
    const info = await within(dialog).findByRole('region', { name: 'User Information' });
    expect(info).toHaveTextContent('First Name');
    expect(info).toHaveTextContent('Bob');
    expect(info).not.toHaveTextContent('Last Name');
    expect(info).toHaveTextContent('Account Created1 February 2025');
    expect(info).toHaveTextContent('Total Travel Entries2');
    const history = within(dialog).getByRole('region', { name: 'Travel History' });
    expect(history).toHaveTextContent('All Schengen Area entry and exit records for this user');
    const rows = within(history).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Entry1 March 2025FranceParis trip');
    expect(rows[2]).toHaveTextContent('Exit10 March 2025--');

    await user.click(within(history).getByRole('button', { name: 'Delete entry of 1 March 2025' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Travel Entry' });
    expect(confirm).toHaveTextContent('TypeEntry');
    expect(confirm).toHaveTextContent('Date1 March 2025');
    expect(confirm).toHaveTextContent('CountryFrance');
    expect(confirm).toHaveTextContent('NotesParis trip');
    await user.click(within(confirm).getByRole('button', { name: 'Delete Entry' }));

    expect(await screen.findByText('Entry deleted successfully')).toBeVisible();
    expect(deleted).toEqual([entry?.id]);
    await waitFor(() => expect(within(history).getAllByRole('row')).toHaveLength(2));
    expect(within(history).getAllByRole('row')[1]).toHaveTextContent(`Exit10 March 2025`);
    expect(exit).toBeDefined();
    await waitFor(() => expect(statsCalls).toHaveLength(2));

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'User Details' })).not.toBeInTheDocument(),
    );
  });

  it("says 'Failed to delete entry' when the deletion fails", async () => {
    serveStats();
    server.use(
      http.get(apiUrl(`admin/users/${ada.id}/entries`), () =>
        HttpResponse.json(someUserDetails(ada)),
      ),
      http.delete(apiUrl(`admin/users/${ada.id}/entries/:entryId`), () =>
        HttpResponse.json(anErrorBody(400, 'That entry does not exist'), { status: 400 }),
      ),
    );
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'View details of ada' }));
    const dialog = await screen.findByRole('dialog', { name: 'User Details' });
    await user.click(
      await within(dialog).findByRole('button', { name: 'Delete exit of 10 March 2025' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Delete Travel Entry' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete Entry' }));
    const alert = await screen.findByRole('alert', { hidden: true });
    expect(alert).toHaveTextContent('Failed to delete entry');
    expect(alert).toHaveTextContent('That entry does not exist');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Delete Travel Entry' })).not.toBeInTheDocument(),
    );
  });

  it('shows the empty state', async () => {
    serveStats();
    server.use(
      http.get(apiUrl(`admin/users/${bob.id}/entries`), () =>
        HttpResponse.json(someUserDetails(bob, [])),
      ),
    );
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'View details of bob' }));
    expect(await screen.findByText('No travel entries found for this user.')).toBeVisible();
  });

  it("says 'Failed to load user details' when the details fail", async () => {
    serveStats();
    server.use(
      http.get(apiUrl(`admin/users/${bob.id}/entries`), () =>
        HttpResponse.json(anErrorBody(500, 'Internal error', 'INTERNAL'), { status: 500 }),
      ),
    );
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'View details of bob' }));
    expect(await screen.findByText('Failed to load user details')).toBeVisible();
  });
});

describe('Download CSV', () => {
  it("downloads the server's CSV for the browser's locale and time zone and says so", async () => {
    serveStats();
    const queries: URLSearchParams[] = [];
    server.use(
      http.get(apiUrl('admin/users.csv'), ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return HttpResponse.text('ID,Username\r\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="test-tracker-users-2025-06-15.csv"',
          },
        });
      }),
    );
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:csv'), revokeObjectURL: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('CSV downloaded successfully')).toBeVisible();
    expect(saved).toEqual(['test-tracker-users-2025-06-15.csv']);
    expect(queries[0]?.get('locale')).toBe(navigator.language);
    expect(queries[0]?.get('timeZone')).toBe('UTC');
  });
});
