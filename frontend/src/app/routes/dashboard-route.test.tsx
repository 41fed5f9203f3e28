import { screen, within } from '@testing-library/react';

import { aUser } from '../../testing/builders';
import { renderApp } from '../../testing/render';

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
});
