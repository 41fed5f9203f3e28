import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import type { TravelEntryDto, TravellerDto } from '@app/contracts';

import { TodayProvider } from '../../../lib/travel';
import { aUser, aVisit } from '../../../testing/builders';
import { pageIn } from '../../../testing/page-language';
import { renderWithProviders } from '../../../testing/render';
import { apiUrl, server } from '../../../testing/server';
import { JointPlannerCard } from './joint-planner';

const NOW = new Date('2025-06-30T12:00:00Z');
const HOLDER: TravellerDto = { id: 'tr-holder', name: 'Me', is_account_holder: true };
const SAM: TravellerDto = { id: 'tr-sam', name: 'Sam', is_account_holder: false };
// The holder has used 60 days up to yesterday, Sam 20: together they may add 30 days.
const VISITS: Record<string, TravelEntryDto[]> = {
  'tr-holder': aVisit('2025-05-01', '2025-06-29'),
  'tr-sam': aVisit('2025-06-10', '2025-06-29'),
};

function answer(travellers: TravellerDto[], asked: string[] = []) {
  server.use(
    http.get(apiUrl('travellers'), () => {
      asked.push('travellers');
      return HttpResponse.json(travellers);
    }),
    http.get(apiUrl('travel-entries'), ({ request }) => {
      const id = new URL(request.url).searchParams.get('traveller_id') ?? 'holder';
      asked.push(id);
      return HttpResponse.json(VISITS[id] ?? []);
    }),
    http.get(apiUrl('excluded-periods'), () => HttpResponse.json([])),
  );
  return asked;
}

async function renderCard(travellers: TravellerDto[], language?: 'de') {
  const asked = answer(travellers);
  const view = renderWithProviders(
    <TodayProvider now={() => NOW}>
      <JointPlannerCard />
    </TodayProvider>,
    { user: aUser({ timezone: 'UTC' }), ...(language ? { page: await pageIn(language) } : {}) },
  );
  return { ...view, asked };
}

describe('JointPlannerCard (issue #22)', () => {
  it('is not shown to an account with one traveller', async () => {
    const { asked } = await renderCard([HOLDER]);
    await waitFor(() => expect(asked).toEqual(['travellers']));
    await act(async () => {});
    expect(screen.queryByRole('heading', { name: 'Plan a trip together' })).toBeNull();
    expect(asked).toEqual(['travellers']);
  });

  it('gives the longest trip that fits every chosen traveller, and changes with the choice', async () => {
    const { user, asked } = await renderCard([HOLDER, SAM]);
    expect(await screen.findByRole('heading', { name: 'Plan a trip together' })).toBeVisible();
    const form = within(await screen.findByRole('form', { name: 'How long can we stay?' }));
    fireEvent.change(form.getByLabelText('Planned entry date'), {
      target: { value: '2025-07-01' },
    });
    await user.click(form.getByRole('button', { name: 'Find latest exit' }));
    expect(
      await screen.findByText(
        'If you all enter on 1 July 2025, your latest exit together is 30 July 2025 (30 days, both included).',
      ),
    ).toBeInTheDocument();
    expect([...new Set(asked)].sort()).toEqual(['tr-holder', 'tr-sam', 'travellers']);

    // Sam alone has 70 days left.
    await user.click(screen.getByRole('checkbox', { name: 'Me' }));
    const again = within(await screen.findByRole('form', { name: 'How long can we stay?' }));
    fireEvent.change(again.getByLabelText('Planned entry date'), {
      target: { value: '2025-07-01' },
    });
    await user.click(again.getByRole('button', { name: 'Find latest exit' }));
    expect(
      await screen.findByText(
        'If you all enter on 1 July 2025, your latest exit together is 8 September 2025 (70 days, both included).',
      ),
    ).toBeInTheDocument();
  });

  it('gives the earliest start of a trip of a given length for all of them', async () => {
    const { user } = await renderCard([HOLDER, SAM]);
    const form = within(await screen.findByRole('form', { name: 'When can we go?' }));
    await user.type(form.getByLabelText('Trip length (days)'), '40');
    await user.click(form.getByRole('button', { name: 'Find earliest start' }));
    expect(
      await screen.findByText('The earliest you can all start a 40-day trip is 28 September 2025.'),
    ).toBeInTheDocument();
  });

  it('asks for at least one traveller when none is chosen', async () => {
    const { user } = await renderCard([HOLDER, SAM]);
    await user.click(await screen.findByRole('checkbox', { name: 'Me' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sam' }));
    expect(screen.getByText('Choose at least one traveller.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'When can we go?' })).toBeNull();
  });

  it('speaks German, dates and plurals included', async () => {
    const { user } = await renderCard([HOLDER, SAM], 'de');
    const form = within(await screen.findByRole('form', { name: 'Wie lange können wir bleiben?' }));
    fireEvent.change(form.getByLabelText('Geplantes Einreisedatum'), {
      target: { value: '2025-07-01' },
    });
    await user.click(form.getByRole('button', { name: 'Späteste Ausreise finden' }));
    expect(
      await screen.findByText(
        'Wenn Sie alle am 1. Juli 2025 einreisen, ist Ihre gemeinsame späteste Ausreise der 30. Juli 2025 (30 Tage, beide eingeschlossen).',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Ich' })).toBeChecked();
  });
});
