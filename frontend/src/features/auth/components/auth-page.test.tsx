import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { aUser, anErrorBody } from '../../../testing/builders';
import { pageIn } from '../../../testing/page-language';
import { renderApp } from '../../../testing/render';
import { apiUrl, server } from '../../../testing/server';

describe('/auth', () => {
  it('opens the Sign In Issue dialog when the details are refused, and Forgot Password? leads on', async () => {
    server.use(
      http.post(apiUrl('login'), () =>
        HttpResponse.json(anErrorBody(401, 'Invalid username or password', 'UNAUTHENTICATED'), {
          status: 401,
        }),
      ),
    );
    const { user } = renderApp({ route: '/auth' });

    await user.type(await screen.findByLabelText(/username or email/i), 'alice');
    await user.type(screen.getByLabelText(/^password/i), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const dialog = await screen.findByRole('dialog', { name: 'Sign In Issue' });
    expect(dialog).toHaveTextContent(
      "We couldn't sign you in with those details. Please double-check your username or email address and password, then try again.",
    );
    expect(dialog).toHaveTextContent(/username \(case sensitive\) or your email address/);

    await user.click(within(dialog).getByRole('button', { name: 'Forgot Password?' }));
    expect(await screen.findByRole('dialog', { name: 'Forgot Password' })).toBeInTheDocument();
  });

  it("closes the Sign In Issue dialog with 'Try Again'", async () => {
    server.use(
      http.post(apiUrl('login'), () =>
        HttpResponse.json(anErrorBody(401, 'Invalid username or password'), { status: 401 }),
      ),
    );
    const { user } = renderApp({ route: '/auth' });
    await user.type(await screen.findByLabelText(/username or email/i), 'alice');
    await user.type(screen.getByLabelText(/^password/i), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await user.click(await screen.findByRole('button', { name: 'Try Again' }));
    await screen.findByRole('button', { name: 'Sign In' });
    expect(screen.queryByRole('dialog', { name: 'Sign In Issue' })).not.toBeInTheDocument();
  });

  it("signs in, says 'Welcome back!' and goes to /", async () => {
    let sent: unknown;
    server.use(
      http.post(apiUrl('login'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(aUser({ first_name: 'Alice' }));
      }),
    );
    const { user, router } = renderApp({ route: '/auth' });
    await user.type(await screen.findByLabelText(/username or email/i), 'alice@example.com');
    await user.type(screen.getByLabelText(/^password/i), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(screen.getByText('Successfully signed in to Test Tracker')).toBeInTheDocument();
    expect(sent).toEqual({ username: 'alice@example.com', password: 'correct horse' });
    expect(router.state.location.pathname).toBe('/');
    expect(
      await screen.findByRole('heading', { name: 'Welcome back, Alice!' }),
    ).toBeInTheDocument();
  });

  it("creates an account without confirmPassword and says 'Account created!'", async () => {
    let sent: unknown;
    server.use(
      http.post(apiUrl('register'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(aUser({ username: 'bob', first_name: null }), { status: 201 });
      }),
    );
    const { user } = renderApp({ route: '/auth' });
    await user.click(await screen.findByRole('tab', { name: 'Sign Up' }));
    await user.type(screen.getByLabelText(/^username/i), 'bob');
    await user.type(screen.getByLabelText(/^email/i), 'bob@example.com');
    await user.type(screen.getByLabelText(/^password/i), 'long enough');
    await user.type(screen.getByLabelText(/^confirm password/i), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Account created!')).toBeInTheDocument();
    expect(screen.getByText('Welcome to Test Tracker')).toBeInTheDocument();
    expect(sent).toEqual({ username: 'bob', email: 'bob@example.com', password: 'long enough' });
    expect(await screen.findByRole('heading', { name: 'Welcome back, bob!' })).toBeInTheDocument();
  });

  it("shows 'Registration failed' with the server's message", async () => {
    server.use(
      http.post(apiUrl('register'), () =>
        HttpResponse.json(anErrorBody(409, 'That username is taken', 'CONFLICT'), { status: 409 }),
      ),
    );
    const { user } = renderApp({ route: '/auth' });
    await user.click(await screen.findByRole('tab', { name: 'Sign Up' }));
    await user.type(screen.getByLabelText(/^username/i), 'bob');
    await user.type(screen.getByLabelText(/^email/i), 'bob@example.com');
    await user.type(screen.getByLabelText(/^password/i), 'long enough');
    await user.type(screen.getByLabelText(/^confirm password/i), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Registration failed');
    expect(alert).toHaveTextContent('That username is taken');
  });

  it('shows the sign-up rules before calling the server', async () => {
    const { user } = renderApp({ route: '/auth' });
    await user.click(await screen.findByRole('tab', { name: 'Sign Up' }));
    await user.type(screen.getByLabelText(/^password/i), 'long enough');
    await user.type(screen.getByLabelText(/^confirm password/i), 'different one');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(screen.getByText('Username is required')).toBeInTheDocument();
  });

  it('sends a forgot-password request and shows the neutral answer', async () => {
    server.use(http.post(apiUrl('forgot-password'), () => HttpResponse.json({ message: 'ok' })));
    const { user } = renderApp({ route: '/auth' });
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forgot Password' });
    await user.type(within(dialog).getByLabelText(/email/i), 'nope');
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    expect(
      await within(dialog).findByText('Please enter a valid email address'),
    ).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText(/email/i));
    await user.type(within(dialog).getByLabelText(/email/i), 'alice@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    expect(
      await within(dialog).findByText(
        'If an account with this email exists, a password reset link has been sent.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send Reset Link' })).toBeDisabled();
  });

  it('disables Send Username after a successful request, until the dialog is opened again', async () => {
    const requests: unknown[] = [];
    server.use(
      http.post(apiUrl('forgot-username'), async ({ request }) => {
        requests.push(await request.json());
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const { user } = renderApp({ route: '/auth' });
    await user.click(await screen.findByRole('button', { name: 'Forgot username?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forgot Username' });
    await user.type(within(dialog).getByLabelText(/email/i), 'alice@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send Username' }));
    expect(
      await within(dialog).findByText(
        'If an account with this email exists, the username has been sent.',
      ),
    ).toBeInTheDocument();
    const send = within(dialog).getByRole('button', { name: 'Send Username' });
    expect(send).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/email/i), '{Enter}');
    expect(requests).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Forgot username?' }));
    const again = await screen.findByRole('dialog', { name: 'Forgot Username' });
    expect(within(again).getByRole('button', { name: 'Send Username' })).toBeEnabled();
  });

  it('shows a red alert when the forgot-username request fails', async () => {
    server.use(
      http.post(apiUrl('forgot-username'), () =>
        HttpResponse.json(anErrorBody(429, 'Too many attempts. Try again in 15 minutes.'), {
          status: 429,
        }),
      ),
    );
    const { user } = renderApp({ route: '/auth' });
    await user.click(await screen.findByRole('button', { name: 'Forgot username?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forgot Username' });
    await user.type(within(dialog).getByLabelText(/email/i), 'alice@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send Username' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Too many attempts. Try again in 15 minutes.',
    );
  });

  it("opens the 'How Test Tracker Works' tutorial", async () => {
    const { user } = renderApp({ route: '/auth' });
    await user.click(await screen.findByRole('button', { name: 'How Test Tracker Works' }));
    const dialog = await screen.findByRole('dialog', { name: 'How Test Tracker Works' });
    expect(dialog).toHaveTextContent('The 90/180 rule');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(dialog).toHaveTextContent('Record your trips');
    expect(screen.getByText('100% Free to Use')).toBeInTheDocument();
  });

  it('speaks German on a German page: the page, the form, its checks and the dialogs', async () => {
    server.use(
      http.post(apiUrl('login'), () =>
        HttpResponse.json(anErrorBody(401, 'Invalid username or password'), { status: 401 }),
      ),
    );
    const { user } = renderApp({ route: '/auth', page: await pageIn('de') });

    const form = await screen.findByRole('form', { name: 'Anmelden' });
    expect(screen.getByRole('tab', { name: 'Registrieren' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Zurück zur Startseite' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.getByText('100 % kostenlos')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'So funktioniert Test Tracker' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Anmelden · Test Tracker'));

    await user.click(within(form).getByRole('button', { name: 'Anmelden' }));
    expect(
      await within(form).findByText('Benutzername oder E-Mail ist erforderlich'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Passwort ist erforderlich')).toBeInTheDocument();

    await user.type(within(form).getByLabelText(/^Benutzername oder E-Mail/), 'alice');
    await user.type(within(form).getByLabelText(/^Passwort/), 'wrong password');
    await user.click(within(form).getByRole('button', { name: 'Anmelden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Problem bei der Anmeldung' });
    await user.click(within(dialog).getByRole('button', { name: 'Passwort vergessen?' }));
    expect(await screen.findByRole('dialog', { name: 'Passwort vergessen' })).toHaveTextContent(
      'Geben Sie die E-Mail-Adresse Ihres Kontos ein',
    );
  });
});
