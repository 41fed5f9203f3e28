import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';

import type { TravelEntryDto } from '@app/contracts';

import { anErrorBody, aUser, aVisit } from '../../../testing/builders';
import { pageIn } from '../../../testing/page-language';
import { renderWithProviders } from '../../../testing/render';
import { apiUrl, server } from '../../../testing/server';
import { TodayProvider } from '../../../lib/travel';
import { TravelStatus } from './travel-status';

// 22:30 UTC on 30 June is 23:30 in London but already 1 July in Europe/Berlin: today follows the profile timezone.
const NOW = new Date('2025-06-30T22:30:00Z');

function renderStatus(entries: TravelEntryDto[], timezone = 'Europe/London') {
  server.use(http.get(apiUrl('travel-entries'), () => HttpResponse.json(entries)));
  return renderWithProviders(
    <TodayProvider now={() => NOW}>
      <TravelStatus />
    </TodayProvider>,
    { user: aUser({ timezone }) },
  );
}

/** The figure of a status card, once the entries have loaded. */
async function cardValue(title: string) {
  const figure = () => screen.getByRole('region', { name: title }).querySelector('[data-stat]');
  await waitFor(() => expect(figure()).not.toBeNull());
  return figure()?.textContent;
}

describe('TravelStatus', () => {
  it('shows 0 days used, 90 left, safe and outside with no entries', async () => {
    renderStatus([]);
    expect(await cardValue('Days used in the last 180 days')).toBe('0');
    expect(await cardValue('Days not used in the last 180 days')).toBe('90');
    expect(await cardValue('Usage')).toBe('0%');
    expect(screen.getByText('Currently Outside Schengen Area')).toBeInTheDocument();
    const alert = screen.getByText("You're well within limits. Continue tracking your travels.");
    expect(alert.closest('[data-level]')).toHaveAttribute('data-level', 'safe');
  });

  it.each([
    {
      used: 74,
      entry: '2025-04-18',
      left: '16',
      percent: '82%',
      bar: '82',
      level: 'warning',
      text: "Caution: You've used 74 out of 90 days",
    },
    {
      used: 88,
      entry: '2025-04-04',
      left: '2',
      percent: '98%',
      bar: '98',
      level: 'danger',
      text: "Warning: You're approaching the 90-day limit!",
    },
    {
      used: 95,
      entry: '2025-03-28',
      left: '0',
      percent: '106%',
      bar: '100',
      level: 'exceeded',
      text: 'STOP: You need to reduce your days as you are over the 90 day limit in a 180 day period',
    },
  ])(
    'shows $used days used as $level ($percent, bar $bar%)',
    async ({ used, entry, left, percent, bar, level, text }) => {
      renderStatus(aVisit(entry, '2025-06-30'));
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(await cardValue('Days used in the last 180 days')).toBe(String(used));
      expect(await cardValue('Days not used in the last 180 days')).toBe(left);
      expect(await cardValue('Usage')).toBe(percent);
      expect(screen.getByRole('progressbar', { name: 'Usage' })).toHaveAttribute(
        'aria-valuenow',
        bar,
      );
      expect(screen.getByText(text).closest('[data-level]')).toHaveAttribute('data-level', level);
      expect(screen.getByText('Currently Inside Schengen Area')).toBeInTheDocument();
    },
  );

  it("uses today in the profile's timezone", async () => {
    renderStatus(aVisit('2025-07-01', null), 'Europe/Berlin');
    expect(await screen.findByText('Currently Inside Schengen Area')).toBeInTheDocument();
    expect(await cardValue('Days used in the last 180 days')).toBe('1');
  });

  it('is outside when the same ongoing visit starts tomorrow in London', async () => {
    renderStatus(aVisit('2025-07-01', null), 'Europe/London');
    expect(await screen.findByText('Currently Outside Schengen Area')).toBeInTheDocument();
  });

  describe('before the entries are there (issue #17)', () => {
    const FIGURES = /^(0|90|0%)$/;

    it('shows the cards with skeletons and no figure while the entries load', async () => {
      server.use(http.get(apiUrl('travel-entries'), () => delay('infinite')));
      renderWithProviders(<TravelStatus />, { user: aUser() });
      const status = await screen.findByRole('region', { name: 'Usage' });
      expect(status.closest('[data-travel-status]')).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByRole('progressbar', { name: 'Loading...' })).toBeInTheDocument();
      for (const title of [
        'Days used in the last 180 days',
        'Days not used in the last 180 days',
      ]) {
        const card = screen.getByRole('region', { name: title });
        expect(
          card.querySelector('[data-stat-pending="loading"] [data-placeholder="loading"]'),
        ).not.toBeNull();
        expect(card.querySelector('[data-stat]')).toBeNull();
      }
      expect(screen.queryByText(FIGURES)).not.toBeInTheDocument();
      expect(screen.queryByText(/well within limits/)).not.toBeInTheDocument();
      expect(screen.queryByText(/Currently (Inside|Outside)/)).not.toBeInTheDocument();
    });

    it('shows no figure and the error with Try again when they cannot be loaded, then the figures after a retry', async () => {
      let reads = 0;
      let isDown = true;
      server.use(
        http.get(apiUrl('travel-entries'), () => {
          reads += 1;
          return isDown
            ? HttpResponse.json(anErrorBody(503, 'The travel service cannot be reached'), {
                status: 503,
              })
            : HttpResponse.json(aVisit('2025-06-20', '2025-06-29'));
        }),
      );
      const { user } = renderWithProviders(
        <TodayProvider now={() => NOW}>
          <TravelStatus />
        </TodayProvider>,
        { user: aUser() },
      );
      const alert = await screen.findByRole('alert', undefined, { timeout: 3000 });
      expect(alert).toHaveTextContent('Your travel entries could not be loaded.');
      // The read and its one automatic retry.
      expect(reads).toBe(2);
      expect(screen.getByRole('region', { name: 'Usage' }).querySelector('[data-stat]')).toBeNull();
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      expect(screen.queryByText(FIGURES)).not.toBeInTheDocument();
      expect(screen.queryByText(/well within limits/)).not.toBeInTheDocument();
      expect(screen.queryByText(/Currently (Inside|Outside)/)).not.toBeInTheDocument();

      isDown = false;
      await user.click(within(alert).getByRole('button', { name: 'Try again' }));
      expect(await cardValue('Days used in the last 180 days')).toBe('10');
      expect(reads).toBe(3);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByText(/well within limits/)).toBeInTheDocument();
    });
  });
});

describe('TravelStatus: days that do not count (issue #22)', () => {
  it('leaves out the days in Cyprus and the days of a residence permit', async () => {
    server.use(
      http.get(apiUrl('excluded-periods'), () =>
        HttpResponse.json([
          {
            id: '00000000-0000-4000-8000-000000000101',
            traveller_id: '00000000-0000-4000-8000-000000000102',
            from: '2025-06-01',
            to: '2025-06-10',
            issuing_state: 'France',
            kind: 'residence_permit',
          },
        ]),
      ),
    );
    // 20 days in France (10 under the permit) and 5 in Cyprus: 10 count.
    renderStatus([
      ...aVisit('2025-06-01', '2025-06-20', { country: 'France' }),
      ...aVisit('2025-05-01', '2025-05-05', { country: 'Cyprus' }),
    ]);
    expect(await cardValue('Days used in the last 180 days')).toBe('10');
    expect(await cardValue('Days not used in the last 180 days')).toBe('80');
  });

  it('shows the load error, not a figure, when the periods cannot be read', async () => {
    server.use(
      http.get(apiUrl('excluded-periods'), () =>
        HttpResponse.json(anErrorBody(500, 'Internal server error', 'INTERNAL'), { status: 500 }),
      ),
    );
    renderStatus(aVisit('2025-06-01', '2025-06-20'));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByText('20')).not.toBeInTheDocument();
  });
});

describe("TravelStatus in the page's language (issue #21)", () => {
  it('says the status and its alert in German', async () => {
    server.use(
      http.get(apiUrl('travel-entries'), () =>
        HttpResponse.json(aVisit('2025-04-18', '2025-06-30')),
      ),
    );
    renderWithProviders(
      <TodayProvider now={() => NOW}>
        <TravelStatus />
      </TodayProvider>,
      { user: aUser(), page: await pageIn('de') },
    );
    expect(await cardValue('Verbrauchte Tage in den letzten 180 Tagen')).toBe('74');
    expect(screen.getByText('Derzeit im Schengen-Raum')).toBeInTheDocument();
    const alert = screen.getByText('Achtung: Sie haben 74 von 90 Tagen verbraucht');
    expect(alert.closest('[data-level]')).toHaveAttribute('data-level', 'warning');
  });

  it('names its loading state and its load error in German', async () => {
    server.use(
      http.get(apiUrl('travel-entries'), () =>
        HttpResponse.json(anErrorBody(503, 'down'), { status: 503 }),
      ),
    );
    renderWithProviders(<TravelStatus />, { user: aUser(), page: await pageIn('de') });
    expect(screen.getByRole('progressbar', { name: 'Wird geladen …' })).toBeInTheDocument();
    expect(
      await screen.findByText('Ihre Reiseeinträge konnten nicht geladen werden.', undefined, {
        timeout: 3000,
      }),
    ).toBeInTheDocument();
  });
});
