import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { aUser, aVisit } from '../../../testing/builders';
import { renderApp, renderWithProviders } from '../../../testing/render';
import { apiUrl, server } from '../../../testing/server';
import { TodayProvider } from '../../../lib/travel';
import { DashboardCards } from './dashboard-cards';

const CARD_TITLES = [
  'Valid Passport Dates',
  'EES (Entry/Exit System)',
  'ETIAS',
  'Insurance Year Calculator',
  'Trip Planner',
];

describe('DashboardCards', () => {
  it('sits below the dashboard tabs with one h2 per card and the View Tutorial button', async () => {
    renderApp({ route: '/dashboard', user: aUser() });
    await screen.findByRole('heading', { name: 'Welcome back, Alice!', level: 1 });
    const tabs = screen.getByRole('tablist', { name: 'Dashboard sections' });
    const cards = CARD_TITLES.map((name) => screen.getByRole('region', { name }));
    for (const [index, card] of cards.entries()) {
      expect(within(card).getAllByRole('heading')[0]).toHaveTextContent(CARD_TITLES[index]!);
      expect(within(card).getAllByRole('heading')[0]!.tagName).toBe('H2');
      expect(tabs.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'View Tutorial' })).toBeInTheDocument();
  });

  it('shows the EES notice on load for planned visits under the EES', async () => {
    server.use(
      http.get(apiUrl('travel-entries'), () =>
        HttpResponse.json(aVisit('2025-10-12', '2025-10-20')),
      ),
      http.patch(apiUrl('user/travel-settings'), () =>
        HttpResponse.json(aUser({ ees_notice_shown: true })),
      ),
    );
    renderWithProviders(
      <TodayProvider now={() => new Date('2025-06-30T12:00:00Z')}>
        <DashboardCards />
      </TodayProvider>,
      { user: aUser() },
    );
    const notice = await screen.findByRole('dialog', { name: 'Important: EES System Update' });
    expect(notice).toHaveTextContent('You have 1 planned visit');
  });
});
