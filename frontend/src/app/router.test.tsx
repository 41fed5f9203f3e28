import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { aUser, anErrorBody } from '../testing/builders';
import { pageIn } from '../testing/page-language';
import { renderApp } from '../testing/render';
import { apiUrl, server } from '../testing/server';

describe('routes and guards', () => {
  it.each(['/dashboard', '/admin'])(
    'sends a signed-out visitor from %s to /auth',
    async (route) => {
      const { router } = renderApp({ route, user: null });
      expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/auth');
    },
  );

  it('shows a spinner on /dashboard while the user loads', async () => {
    const { router } = renderApp({ route: '/dashboard', user: 'loading' });
    expect(await screen.findByRole('progressbar', { name: 'Loading...' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('sends a signed-in user from /auth to /', async () => {
    const { router } = renderApp({ route: '/auth', user: aUser({ first_name: 'Alice' }) });
    expect(
      await screen.findByRole('heading', { name: 'Welcome back, Alice!' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the dashboard frame on / and /dashboard when signed in', async () => {
    renderApp({ route: '/dashboard', user: aUser({ first_name: null, username: 'alice' }) });
    expect(
      await screen.findByRole('heading', { name: 'Welcome back, alice!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Like using Test Tracker?' })).toHaveAttribute(
      'href',
      '/donate',
    );
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'help@tracker.example' })).toHaveAttribute(
      'href',
      'mailto:help@tracker.example',
    );
    expect(document.title).toBe('Dashboard · Test Tracker');
  });

  it('shows the landing page on / while signed out, with the way to sign up', async () => {
    renderApp({ route: '/', user: null });
    expect(await screen.findByText('Schengen Area Travel Tracker')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up for free/Login' })).toHaveAttribute(
      'href',
      '/auth',
    );
    expect(
      screen.getByRole('heading', { level: 1, name: "Try Test Tracker's Interactive Calendar" }),
    ).toBeInTheDocument();
  });

  it('shows the landing page on / while the user is loading', async () => {
    renderApp({ route: '/', user: 'loading' });
    expect(await screen.findByText('Schengen Area Travel Tracker')).toBeInTheDocument();
  });

  it('tells a signed-in user who is not an admin that /admin is not for them', async () => {
    renderApp({ route: '/admin', user: aUser() });
    expect(await screen.findByRole('heading', { name: 'Not authorised' })).toBeInTheDocument();
  });

  it('says plainly on /donate when donations are not configured', async () => {
    server.use(
      http.get(apiUrl('donation-options'), () =>
        HttpResponse.json(anErrorBody(503, 'Not configured', 'PAYMENTS_NOT_CONFIGURED'), {
          status: 503,
        }),
      ),
    );
    renderApp({ route: '/donate' });
    expect(
      await screen.findByRole('heading', { name: 'Like using Test Tracker?' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Donations are not available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Test Tracker' })).toHaveAttribute('href', '/');
  });

  it('shows the 404 page for an unknown path', async () => {
    renderApp({ route: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
    expect(screen.getByTestId('not-found-icon')).toHaveClass('MuiSvgIcon-colorError');
  });

  it("shows the 404 page in the page's language (issue #21)", async () => {
    renderApp({ route: '/no/such/page', page: await pageIn('ja') });
    expect(
      await screen.findByRole('heading', { name: '404 ページが見つかりません' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ホームへ' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('ページが見つかりません · Test Tracker');
  });

  it.each([
    ['/terms', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
  ])('shows %s, last updated 16 June 2025', async (route, title) => {
    renderApp({ route });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('Last updated 16 June 2025')).toBeInTheDocument();
    expect(screen.getByText(/laws of the United Kingdom/)).toBeInTheDocument();
  });
});
