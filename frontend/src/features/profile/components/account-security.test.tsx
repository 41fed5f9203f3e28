import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import type { UserDto } from '@app/contracts';

import { aUser, anErrorBody } from '../../../testing/builders';
import { pageIn } from '../../../testing/page-language';
import { renderApp, renderWithProviders } from '../../../testing/render';
import { apiUrl, server } from '../../../testing/server';
import { ProfileSection } from './profile-section';

const WRONG_CURRENT_PASSWORD =
  'Your current password is not correct. Please check it and try again.';

describe('Change password (ChangePasswordForm)', () => {
  const form = () => screen.getByRole('form', { name: 'Change password' });

  it('checks the new password like sign-up before sending anything', async () => {
    let calls = 0;
    server.use(
      http.put(apiUrl('user/password'), () =>
        HttpResponse.json({}, { status: (calls += 1) && 200 }),
      ),
    );
    const { user } = renderWithProviders(<ProfileSection />, { user: aUser() });
    await user.type(within(form()).getByLabelText(/^current password/i), 'old passphrase');
    await user.type(within(form()).getByLabelText(/^new password/i), 'short');
    await user.type(within(form()).getByLabelText(/^confirm new password/i), 'other');
    await user.click(within(form()).getByRole('button', { name: 'Change password' }));
    expect(
      await within(form()).findByText('Password must be at least 8 characters'),
    ).toBeInTheDocument();
    expect(within(form()).getByText("Passwords don't match")).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('shows a wrong current password on its field', async () => {
    server.use(
      http.put(apiUrl('user/password'), () =>
        HttpResponse.json(
          {
            ...anErrorBody(400, WRONG_CURRENT_PASSWORD),
            details: {
              errors: [{ field: 'current_password', messages: [WRONG_CURRENT_PASSWORD] }],
            },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderWithProviders(<ProfileSection />, { user: aUser() });
    await user.type(within(form()).getByLabelText(/^current password/i), 'not it');
    await user.type(within(form()).getByLabelText(/^new password/i), 'a-new-passphrase');
    await user.type(within(form()).getByLabelText(/^confirm new password/i), 'a-new-passphrase');
    await user.click(within(form()).getByRole('button', { name: 'Change password' }));
    expect(await within(form()).findByText(WRONG_CURRENT_PASSWORD)).toBeInTheDocument();
  });

  it('sends the current and new passwords, says the other devices were signed out, and empties the form', async () => {
    let sent: unknown;
    server.use(
      http.put(apiUrl('user/password'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          message:
            'Your password has been changed. You have been signed out on your other devices.',
        });
      }),
    );
    const { user } = renderWithProviders(<ProfileSection />, { user: aUser() });
    await user.type(within(form()).getByLabelText(/^current password/i), 'old passphrase');
    await user.type(within(form()).getByLabelText(/^new password/i), 'a-new-passphrase');
    await user.type(within(form()).getByLabelText(/^confirm new password/i), 'a-new-passphrase');
    await user.click(within(form()).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(
      screen.getByText(/You have been signed out on your other devices\./),
    ).toBeInTheDocument();
    expect(sent).toEqual({ current_password: 'old passphrase', new_password: 'a-new-passphrase' });
    await waitFor(() =>
      expect(within(form()).getByLabelText(/^current password/i)).toHaveValue(''),
    );
  });
});

describe('Changing the e-mail address (ProfileForm)', () => {
  it('asks for the current password only when the address changes', async () => {
    const saved: unknown[] = [];
    server.use(
      http.put(apiUrl('user/profile'), async ({ request }) => {
        saved.push(await request.json());
        return HttpResponse.json(aUser());
      }),
    );
    const { user } = renderWithProviders(<ProfileSection />, { user: aUser() });
    const profile = screen.getByRole('form', { name: 'Profile' });
    expect(within(profile).queryByLabelText(/^current password/i)).not.toBeInTheDocument();
    const email = within(profile).getByRole('textbox', { name: /^email/i });
    await user.clear(email);
    await user.type(email, 'alice@new.example');
    expect(within(profile).getByLabelText(/^current password/i)).toBeInTheDocument();
    await user.click(within(profile).getByRole('button', { name: 'Save Profile' }));
    expect(
      await within(profile).findByText('Enter your current password to change your email address.'),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('sends the current password with the new address, keeps showing the confirmed one and names the pending one', async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(
      http.put(apiUrl('user/profile'), async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(aUser({ pending_email: 'alice@new.example' }));
      }),
    );
    const { user } = renderWithProviders(<ProfileSection />, { user: aUser() });
    const profile = screen.getByRole('form', { name: 'Profile' });
    const email = within(profile).getByRole('textbox', { name: /^email/i });
    await user.clear(email);
    await user.type(email, 'alice@new.example');
    await user.type(within(profile).getByLabelText(/^current password/i), 'my passphrase');
    await user.click(within(profile).getByRole('button', { name: 'Save Profile' }));

    expect(
      await screen.findByText('We sent a confirmation link to alice@new.example.'),
    ).toBeInTheDocument();
    expect(sent).toMatchObject({ email: 'alice@new.example', current_password: 'my passphrase' });
    await waitFor(() =>
      expect(within(profile).getByRole('textbox', { name: /^email/i })).toHaveValue(
        'alice@example.com',
      ),
    );
  });

  it('says which address waits for its confirmation', () => {
    renderWithProviders(<ProfileSection />, {
      user: aUser({ pending_email: 'alice@new.example' } as Partial<UserDto>),
    });
    expect(screen.getByText(/Waiting for you to confirm alice@new\.example/)).toBeInTheDocument();
  });
});

describe('Sign out of all devices (SignOutEverywhereButton)', () => {
  it('ends every session and leaves the dashboard', async () => {
    let called = false;
    server.use(
      http.delete(apiUrl('user/sessions'), () => {
        called = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, router } = renderApp({ route: '/dashboard', user: aUser() });
    await user.click(await screen.findByRole('tab', { name: 'Profile' }));
    await user.click(await screen.findByRole('button', { name: 'Sign out of all devices' }));
    expect(await screen.findByText('Signed out on all devices')).toBeInTheDocument();
    expect(called).toBe(true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('/confirm-email (ConfirmEmailPage)', () => {
  it('confirms the token of the link with one button and shows the answer', async () => {
    let sent: unknown;
    server.use(
      http.post(apiUrl('confirm-email'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          message: 'Your email address has been changed. Reminders now go to the new address.',
        });
      }),
    );
    const { user } = renderApp({ route: '/confirm-email?token=abc_DEF-123' });
    await user.click(await screen.findByRole('button', { name: 'Confirm email address' }));
    expect(
      await screen.findByText(
        'Your email address has been changed. Reminders now go to the new address.',
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual({ token: 'abc_DEF-123' });
  });

  it("shows the server's message for a used or expired link", async () => {
    const message =
      'This confirmation link is either invalid or has expired. Please change your email address again in your profile.';
    server.use(
      http.post(apiUrl('confirm-email'), () =>
        HttpResponse.json(anErrorBody(400, message, 'AUTH_EMAIL_CHANGE_TOKEN_INVALID'), {
          status: 400,
        }),
      ),
    );
    const { user } = renderApp({ route: '/confirm-email?token=used' });
    await user.click(await screen.findByRole('button', { name: 'Confirm email address' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('says a link without a token is not valid', async () => {
    renderApp({ route: '/confirm-email' });
    expect(await screen.findByText('This confirmation link is not valid.')).toBeInTheDocument();
  });

  it("speaks the page's language, the server's English answer included (issue #21)", async () => {
    server.use(
      http.post(apiUrl('confirm-email'), () =>
        HttpResponse.json({
          message: 'Your email address has been changed. Reminders now go to the new address.',
        }),
      ),
    );
    const { user } = renderApp({ route: '/confirm-email?token=abc', page: await pageIn('de') });
    expect(
      await screen.findByRole('heading', { name: 'Bestätigen Sie Ihre E-Mail-Adresse' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'E-Mail-Adresse bestätigen' }));
    expect(
      await screen.findByText(
        'Ihre E-Mail-Adresse wurde geändert. Erinnerungen gehen jetzt an die neue Adresse.',
      ),
    ).toBeInTheDocument();
  });
});
