import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { aUser, anErrorBody } from '../../../testing/builders';
import { renderApp } from '../../../testing/render';
import { apiUrl, server } from '../../../testing/server';

async function openDialog() {
  const view = renderApp({ route: '/dashboard', user: aUser() });
  await view.user.click(await screen.findByRole('tab', { name: 'Profile' }));
  await view.user.click(await screen.findByRole('button', { name: 'Delete account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
  return { ...view, dialog };
}

describe('DeleteAccountDialog', () => {
  it('asks for the password before deleting', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    expect(await within(dialog).findByText('Enter your password to confirm')).toBeInTheDocument();
  });

  it("shows the server's message for a wrong password and keeps the user signed in", async () => {
    server.use(
      http.delete(apiUrl('user'), () =>
        HttpResponse.json(anErrorBody(401, 'The password is not correct', 'UNAUTHENTICATED'), {
          status: 401,
        }),
      ),
    );
    const { user, dialog, router } = await openDialog();
    await user.type(within(dialog).getByLabelText(/^password/i), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The password is not correct',
    );
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('deletes the account with the password, signs out and goes to /', async () => {
    let sent: unknown;
    server.use(
      http.delete(apiUrl('user'), async ({ request }) => {
        sent = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, dialog, router } = await openDialog();
    await user.type(within(dialog).getByLabelText(/^password/i), 'correct horse');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));

    expect(await screen.findByText('Account deleted')).toBeInTheDocument();
    expect(sent).toEqual({ password: 'correct horse' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Schengen Area Travel Tracker')).toBeInTheDocument();
  });

  it('closes with Cancel', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Delete your account?' }),
      ).not.toBeInTheDocument(),
    );
  });
});
