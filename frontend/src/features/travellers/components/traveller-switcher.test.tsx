import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import type { TravelEntryDto, TravellerDto } from '@app/contracts';

import { TodayProvider, useVisits } from '../../../lib/travel';
import { aUser, aVisit } from '../../../testing/builders';
import { pageIn } from '../../../testing/page-language';
import { renderWithProviders } from '../../../testing/render';
import { apiUrl, server } from '../../../testing/server';
import { TravellerSwitcher } from './traveller-switcher';

const NOW = new Date('2025-06-30T12:00:00Z');
const HOLDER: TravellerDto = { id: 'tr-holder', name: 'Me', is_account_holder: true };
const SAM: TravellerDto = { id: 'tr-sam', name: 'Sam', is_account_holder: false };
// 10 days for the account holder, 20 for Sam, both ending yesterday.
const VISITS: Record<string, TravelEntryDto[]> = {
  holder: aVisit('2025-06-20', '2025-06-29'),
  'tr-sam': aVisit('2025-06-10', '2025-06-29'),
};

/** What every part of the dashboard counts (`useVisits`): here, the days used. */
function DaysUsed() {
  const { daysUsed, isLoading } = useVisits();
  return isLoading ? null : <p data-testid="days-used">{daysUsed}</p>;
}

function answer(travellers: TravellerDto[]) {
  const asked: string[] = [];
  server.use(
    http.get(apiUrl('travellers'), () => HttpResponse.json(travellers)),
    http.get(apiUrl('travel-entries'), ({ request }) => {
      const id = new URL(request.url).searchParams.get('traveller_id') ?? 'holder';
      asked.push(id);
      return HttpResponse.json(VISITS[id] ?? []);
    }),
  );
  return asked;
}

async function renderDashboardTop(travellers: TravellerDto[], route = '/dashboard') {
  const asked = answer(travellers);
  const view = renderWithProviders(
    <TodayProvider now={() => NOW}>
      <TravellerSwitcher />
      <DaysUsed />
    </TodayProvider>,
    { user: aUser({ timezone: 'UTC' }), route },
  );
  return { ...view, asked };
}

async function daysUsed() {
  return (await screen.findByTestId('days-used')).textContent;
}

describe('TravellerSwitcher (issue #22)', () => {
  it('is not shown to an account with one traveller', async () => {
    await renderDashboardTop([HOLDER]);
    expect(await daysUsed()).toBe('10');
    expect(screen.queryByRole('combobox', { name: 'Traveller' })).toBeNull();
  });

  it("shows the account holder's status first, then the chosen traveller's, in the address", async () => {
    const { user, router, asked } = await renderDashboardTop([HOLDER, SAM]);
    const switcher = await screen.findByRole('combobox', { name: 'Traveller' });
    expect(switcher).toHaveDisplayValue('Me');
    expect(await daysUsed()).toBe('10');

    await user.selectOptions(switcher, 'Sam');
    await waitFor(() => expect(router.state.location.search).toBe('?traveller=tr-sam'));
    await waitFor(async () => expect(await daysUsed()).toBe('20'));
    expect(asked).toContain('tr-sam');

    await user.selectOptions(switcher, 'Me');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(async () => expect(await daysUsed()).toBe('10'));
  });

  it('opens on the traveller the address names', async () => {
    await renderDashboardTop([HOLDER, SAM], '/dashboard?traveller=tr-sam');
    expect(await screen.findByRole('combobox', { name: 'Traveller' })).toHaveDisplayValue('Sam');
    expect(await daysUsed()).toBe('20');
  });

  it('speaks German', async () => {
    answer([HOLDER, SAM]);
    renderWithProviders(<TravellerSwitcher />, { user: aUser(), page: await pageIn('de') });
    expect(await screen.findByRole('combobox', { name: 'Reisende Person' })).toHaveDisplayValue(
      'Ich',
    );
  });
});
