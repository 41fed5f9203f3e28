import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { aUser, anErrorBody } from '../../../testing/builders';
import { renderApp } from '../../../testing/render';
import { apiUrl, server } from '../../../testing/server';
import { MFA_CODE_FORMAT_MESSAGE } from './mfa-step';

const ENROLMENT = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauth_url: 'otpauth://totp/Schengen%20Tracker:admin?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qr_code: 'data:image/png;base64,iVBORw0KGgo=',
};
const RECOVERY_CODES = Array.from({ length: 10 }, (_, i) => `abcd${'efghi'[i % 5]}-jklm${i % 8}`);

async function passwordStep(enrolment: typeof ENROLMENT | null) {
  server.use(
    http.post(apiUrl('login'), () => HttpResponse.json({ mfa_required: true, enrolment })),
  );
  const view = renderApp({ route: '/auth' });
  await view.user.type(await screen.findByLabelText(/username or email/i), 'admin');
  await view.user.type(screen.getByLabelText(/^password/i), 'admin passphrase');
  await view.user.click(screen.getByRole('button', { name: 'Sign In' }));
  return view;
}

describe("an administrator's sign-in (MfaStep)", () => {
  it('enrols: QR code and key, the first code, then the recovery codes once before the dashboard', async () => {
    let sent: unknown;
    server.use(
      http.post(apiUrl('login/mfa'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          user: aUser({ username: 'admin', role: 'admin' }),
          recovery_codes: RECOVERY_CODES,
        });
      }),
    );
    const { user, router } = await passwordStep(ENROLMENT);
    expect(await screen.findByText('Set up two-step sign-in')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute(
      'src',
      ENROLMENT.qr_code,
    );
    expect(screen.getByTestId('mfa-secret')).toHaveTextContent(ENROLMENT.secret);

    await user.type(screen.getByLabelText(/^authentication code/i), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    expect(sent).toEqual({ code: '123456' });
    expect(router.state.location.pathname).toBe('/auth');

    await user.click(screen.getByRole('button', { name: 'I have saved my recovery codes' }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/auth'));
  });

  it('asks an enrolled admin for a code only, and refuses a malformed one before sending', async () => {
    let calls = 0;
    server.use(
      http.post(apiUrl('login/mfa'), () => {
        calls += 1;
        return HttpResponse.json({ user: aUser({ role: 'admin' }), recovery_codes: null });
      }),
    );
    const { user, router } = await passwordStep(null);
    expect(await screen.findByText('Two-step sign-in')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^authentication code/i), '12ab');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    // The server's words (MFA_CODE_FORMAT_MESSAGE, typed as its constant) in English.
    expect(await screen.findByText(MFA_CODE_FORMAT_MESSAGE)).toBeInTheDocument();
    expect(MFA_CODE_FORMAT_MESSAGE).toBe(
      'Enter the 6-digit code from your authenticator app, or a recovery code such as abcde-fghij.',
    );
    expect(calls).toBe(0);
    await user.clear(screen.getByLabelText(/^authentication code/i));
    await user.type(screen.getByLabelText(/^authentication code/i), 'abcde-fghij');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/auth'));
    expect(calls).toBe(1);
  });

  it("shows the server's message for a wrong code, and goes back to the password once the sign-in expired", async () => {
    const expired = 'Your sign-in has expired. Please sign in again with your password.';
    server.use(
      http.post(apiUrl('login/mfa'), () =>
        HttpResponse.json(anErrorBody(401, expired, 'AUTH_MFA_EXPIRED'), { status: 401 }),
      ),
    );
    const { user } = await passwordStep(null);
    await user.type(await screen.findByLabelText(/^authentication code/i), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(expired)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });
});
