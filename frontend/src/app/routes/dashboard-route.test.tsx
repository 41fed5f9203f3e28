import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';

import { anErrorBody, aUser, aVisit } from '../../testing/builders';
import { pageIn } from '../../testing/page-language';
import { renderApp } from '../../testing/render';
import { apiUrl, server } from '../../testing/server';

describe('DashboardRoute', () => {
  it('shows the status under the welcome heading and opens on Calendar View', async () => {
    renderApp({ route: '/dashboard', user: aUser() });
    expect(
      await screen.findByRole('heading', { name: 'Welcome back, Alice!' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Currently Outside Schengen Area')).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'Days used in the last 180 days' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Calendar View' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(
      within(screen.getByRole('tabpanel', { name: 'Calendar View' })).getByRole('button', {
        name: 'Previous year',
      }),
    ).toBeInTheDocument();
  });

  it('switches to Travel History and Profile', async () => {
    const { user } = renderApp({ route: '/dashboard', user: aUser() });
    await user.click(await screen.findByRole('tab', { name: 'Travel History' }));
    expect(screen.getByRole('heading', { name: 'Add Manual Visit' })).toBeInTheDocument();
    expect(
      await screen.findByText('No entries yet. Use the form above to record your first visit!'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Profile' }));
    expect(screen.getByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Add Manual Visit' })).not.toBeInTheDocument();
  });

  it("names the tabs in the page's language (issue #21)", async () => {
    const { user } = renderApp({ route: '/dashboard', user: aUser(), page: await pageIn('de') });
    const tabs = await screen.findByRole('tablist', { name: 'Bereiche des Dashboards' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Reiseverlauf', 'Kalenderansicht', 'Profil']);
    expect(within(tabs).getByRole('tab', { name: 'Kalenderansicht' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(within(tabs).getByRole('tab', { name: 'Reiseverlauf' }));
    expect(
      await screen.findByRole('heading', { name: 'Aufenthalt manuell hinzufügen' }),
    ).toBeInTheDocument();
  });

  describe('when the travel entries cannot be loaded (issue #17)', () => {
    function failingEntries() {
      const reads = { count: 0, isDown: true };
      server.use(
        http.get(apiUrl('travel-entries'), () => {
          reads.count += 1;
          return reads.isDown
            ? HttpResponse.json(anErrorBody(500, 'boom'), { status: 500 })
            : HttpResponse.json(aVisit('2025-01-10', '2025-01-19'));
        }),
      );
      return reads;
    }

    it('sends the read twice (once, and one retry), then not again until Try again, whatever mounts', async () => {
      const reads = failingEntries();
      const { user } = renderApp({ route: '/dashboard', user: aUser() });
      await screen.findAllByRole('alert', undefined, { timeout: 3000 });
      expect(reads.count).toBe(2);
      // Parts that mount later (another tab, its lazy code) do not send the failed read again.
      await user.click(screen.getByRole('tab', { name: 'Travel History' }));
      await screen.findByRole('heading', { name: 'Add Manual Visit' });
      await user.click(screen.getByRole('tab', { name: 'Calendar View' }));
      await new Promise((resolve) => setTimeout(resolve, 1200));
      expect(reads.count).toBe(2);

      reads.isDown = false;
      await user.click(screen.getAllByRole('button', { name: 'Try again' })[0]!);
      await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
      expect(reads.count).toBe(3);
    });

    it('shows no figure in the status, the calendar or the planner; each offers Try again', async () => {
      failingEntries();
      renderApp({ route: '/dashboard', user: aUser() });
      await screen.findAllByRole('alert', undefined, { timeout: 3000 });
      const alerts = screen.getAllByRole('alert');
      expect(alerts.map((alert) => alert.textContent)).toEqual([
        expect.stringContaining('Your travel entries could not be loaded.'),
        expect.stringContaining('Your travel entries could not be loaded.'),
        expect.stringContaining('so no trip can be planned'),
      ]);
      for (const alert of alerts) {
        expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
      }
      expect(screen.queryByText(/well within limits/)).not.toBeInTheDocument();
      expect(screen.queryByText(/Currently (Inside|Outside)/)).not.toBeInTheDocument();
      expect(document.querySelector('[data-stat]')).toBeNull();
      // No calendar day (each would say 90 remaining).
      expect(screen.queryByRole('button', { name: /remaining|used/ })).not.toBeInTheDocument();
    });
  });

  it("shows the calendar's months without figures while the entries load", async () => {
    server.use(http.get(apiUrl('travel-entries'), () => delay('infinite')));
    renderApp({ route: '/dashboard', user: aUser() });
    await screen.findByRole('heading', { name: 'Welcome back, Alice!' });
    const panel = screen.getByRole('tabpanel', { name: 'Calendar View' });
    await waitFor(() =>
      expect(panel.querySelector('[aria-busy="true"][data-year]')).not.toBeNull(),
    );
    const day = within(panel).getAllByRole('button', { name: /^\w+day \d+ \w+ \d{4}$/ })[0]!;
    expect(day).toBeDisabled();
    expect(within(panel).queryByRole('button', { name: /remaining|used/ })).not.toBeInTheDocument();
    expect(document.querySelector('[data-stat]')).toBeNull();
  });
});
