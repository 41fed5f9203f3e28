import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import type { TravelEntryDto } from '@app/contracts';

import { aUser, aVisit } from '../../../testing/builders';
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

async function cardValue(title: string) {
  const card = await screen.findByRole('region', { name: title });
  return card.querySelector('p')?.textContent;
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
});
