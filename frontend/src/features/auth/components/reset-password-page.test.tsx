import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { anErrorBody } from '../../../testing/builders';
import { pageIn } from '../../../testing/page-language';
import { renderApp } from '../../../testing/render';
import { apiUrl, server } from '../../../testing/server';

async function submitNewPassword(user: ReturnType<typeof renderApp>['user'], password: string) {
  await user.type(await screen.findByLabelText(/^new password/i), password);
  await user.type(screen.getByLabelText(/^confirm new password/i), password);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('/reset-password', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it("shows 'Invalid Reset Link' without a token, with a way back to /auth", async () => {
    renderApp({ route: '/reset-password' });
    expect(await screen.findByRole('heading', { name: 'Invalid Reset Link' })).toBeInTheDocument();
    expect(
      screen.getByText('The password reset link is invalid or has expired'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/auth');
  });

  it('checks the new password before sending it', async () => {
    const { user } = renderApp({ route: '/reset-password?token=abc' });
    await user.type(await screen.findByLabelText(/^new password/i), '12345');
    await user.type(screen.getByLabelText(/^confirm new password/i), '123456');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
  });

  it("refuses seven characters with the server's minimum and message, and sends nothing", async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(apiUrl('reset-password'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ message: 'done' });
      }),
    );
    const { user } = renderApp({ route: '/reset-password?token=abc' });
    await submitNewPassword(user, '1234567');
    expect(await screen.findAllByText('Password must be at least 8 characters')).toHaveLength(2);
    expect(sent).toEqual([]);
  });

  it('sends the token and goes to /auth 3 seconds after success', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    let sent: unknown;
    server.use(
      http.post(apiUrl('reset-password'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: 'done' });
      }),
    );
    const { user, router } = renderApp({
      route: '/reset-password?token=tok-123',
      advanceTimers: jest.advanceTimersByTime,
    });
    await submitNewPassword(user, 'new secret 1');

    expect(
      await screen.findByText(
        'Password has been reset successfully! You can now log in with your new password.',
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual({ token: 'tok-123', newPassword: 'new secret 1' });

    act(() => jest.advanceTimersByTime(2999));
    expect(router.state.location.pathname).toBe('/reset-password');
    act(() => jest.advanceTimersByTime(1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it("goes to /auth at once with 'Go to Login'", async () => {
    server.use(http.post(apiUrl('reset-password'), () => HttpResponse.json({ message: 'done' })));
    const { user, router } = renderApp({ route: '/reset-password?token=tok-123' });
    await submitNewPassword(user, 'new secret 1');
    await user.click(await screen.findByRole('button', { name: 'Go to Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it("shows the server's message when the reset is refused", async () => {
    server.use(
      http.post(apiUrl('reset-password'), () =>
        HttpResponse.json(
          anErrorBody(
            400,
            'This reset link is either invalid or has expired. Please request a new password reset.',
          ),
          { status: 400 },
        ),
      ),
    );
    const { user } = renderApp({ route: '/reset-password?token=old' });
    await submitNewPassword(user, 'new secret 1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This reset link is either invalid or has expired. Please request a new password reset.',
    );
  });

  it("falls back to 'An error occurred. Please try again.' without a message", async () => {
    server.use(http.post(apiUrl('reset-password'), () => HttpResponse.error()));
    const { user } = renderApp({ route: '/reset-password?token=tok' });
    await submitNewPassword(user, 'new secret 1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred. Please try again.',
    );
  });

  it('speaks Arabic on an Arabic page, counting the characters in the plural of Arabic', async () => {
    const { user } = renderApp({ route: '/reset-password?token=abc', page: await pageIn('ar') });
    expect(
      await screen.findByRole('heading', { name: 'أعد تعيين كلمة المرور' }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^كلمة المرور الجديدة/), '1234');
    await user.type(screen.getByLabelText(/^تأكيد كلمة المرور الجديدة/), '1234');
    await user.click(screen.getByRole('button', { name: 'إعادة تعيين كلمة المرور' }));
    expect(await screen.findAllByText('يجب أن تتكوّن كلمة المرور من 8 أحرف على الأقل')).toHaveLength(
      2,
    );
  });
});
