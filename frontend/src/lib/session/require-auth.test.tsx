import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { anErrorBody, aUser } from '../../testing/builders';
import { renderApp } from '../../testing/render';
import { apiUrl, server } from '../../testing/server';

describe('RequireAuth', () => {
  it('sends a signed-out visitor from /dashboard to /auth', async () => {
    const { router } = renderApp({ route: '/dashboard', user: 'unread' });
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it("shows the error and Try again, not the sign-in page, when the user cannot be read; two reads, then the button's", async () => {
    let reads = 0;
    let isDown = true;
    server.use(
      http.get(apiUrl('user'), () => {
        reads += 1;
        return isDown
          ? HttpResponse.json(anErrorBody(503, 'The account service cannot be reached'), {
              status: 503,
            })
          : HttpResponse.json(aUser());
      }),
    );
    const { router, user } = renderApp({ route: '/dashboard', user: 'unread' });
    const alert = await screen.findByRole('alert', undefined, { timeout: 3000 });
    expect(alert).toHaveTextContent('Your account could not be loaded.');
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(reads).toBe(2);

    isDown = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'Welcome back, Alice!' }),
    ).toBeInTheDocument();
    expect(reads).toBe(3);
  });
});
