import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { aUser, anErrorBody } from '../../testing/builders';
import { renderApp } from '../../testing/render';
import { apiUrl, server } from '../../testing/server';

describe('AppFrame sign-out', () => {
  it('signs out and lands on / with the landing page', async () => {
    server.use(http.post(apiUrl('logout'), () => new HttpResponse(null, { status: 204 })));
    const { user, router } = renderApp({ route: '/dashboard', user: aUser() });
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('Schengen Area Travel Tracker')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends a visitor to /auth again after landing from a sign-out', async () => {
    server.use(http.post(apiUrl('logout'), () => new HttpResponse(null, { status: 204 })));
    const { user, router } = renderApp({ route: '/dashboard', user: aUser() });
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await screen.findByText('Schengen Area Travel Tracker');
    await act(() => router.navigate('/dashboard'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it("says 'Logout failed' with the message and stays signed in", async () => {
    server.use(
      http.post(apiUrl('logout'), () =>
        HttpResponse.json(anErrorBody(500, 'Something went wrong on our side'), { status: 500 }),
      ),
    );
    const { user, router } = renderApp({ route: '/dashboard', user: aUser() });
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Logout failed');
    expect(alert).toHaveTextContent('Something went wrong on our side');
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('offers the donate link and Sign Out in the mobile menu drawer', async () => {
    const { user } = renderApp({ route: '/dashboard', user: aUser() });
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Like using Test Tracker?' })).toHaveAttribute(
      'href',
      '/donate',
    );
    expect(within(menu).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });
});
