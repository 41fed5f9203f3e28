import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';

import type { TravelEntryDto } from '@app/contracts';

import { aUser, aVisit } from '../../../testing/builders';
import { renderWithProviders } from '../../../testing/render';
import { apiUrl, server } from '../../../testing/server';
import { TodayProvider } from '../../../lib/travel';
import { TripPlannerSection } from './trip-planner-section';
import { TripPlanners } from './trip-planners';

// Today is 30 June 2025 in the profile's Europe/London.
const NOW = new Date('2025-06-30T12:00:00Z');
// 90 days used up to yesterday.
const FULL = aVisit('2025-04-01', '2025-06-29');

function renderPlanner(entries: TravelEntryDto[], tripCheck?: ReactNode) {
  server.use(http.get(apiUrl('travel-entries'), () => HttpResponse.json(entries)));
  return renderWithProviders(
    <TodayProvider now={() => NOW}>
      <TripPlannerSection>
        <TripPlanners />
        {tripCheck}
      </TripPlannerSection>
    </TodayProvider>,
    { user: aUser() },
  );
}

async function exitForm() {
  return within(await screen.findByRole('form', { name: 'How long can I stay?' }));
}

async function lengthForm() {
  return within(await screen.findByRole('form', { name: 'When can I go?' }));
}

async function findExit(user: ReturnType<typeof renderPlanner>['user'], entry: string) {
  const form = await exitForm();
  // jsdom's date inputs take a whole value, not keystrokes.
  fireEvent.change(form.getByLabelText('Planned entry date'), { target: { value: entry } });
  await user.click(form.getByRole('button', { name: 'Find latest exit' }));
}

async function findStart(user: ReturnType<typeof renderPlanner>['user'], days: string) {
  const form = await lengthForm();
  const field = form.getByLabelText('Trip length (days)');
  await user.clear(field);
  await user.type(field, days);
  await user.click(form.getByRole('button', { name: 'Find earliest start' }));
}

describe('TripPlannerSection with TripPlanners', () => {
  it('gives 90 days from a planned entry with no recorded visits', async () => {
    const { user } = renderPlanner([]);
    expect(screen.getByRole('heading', { name: 'Trip Planner', level: 2 })).toBeInTheDocument();
    await findExit(user, '2025-07-01');
    expect(
      await screen.findByText(
        'If you enter on 1 July 2025, your latest exit is 28 September 2025 (90 days, both included).',
      ),
    ).toBeInTheDocument();
  });

  it('stops the stay before a later recorded trip would go over the limit', async () => {
    const { user } = renderPlanner(aVisit('2025-09-01', '2025-10-30'));
    await findExit(user, '2025-07-01');
    const result = await screen.findByText(/your latest exit is 30 July 2025 \(30 days/);
    expect(result).toHaveTextContent('A trip you have already recorded later limits this');
  });

  it('says when entering is not allowed and the earliest day it is', async () => {
    const { user } = renderPlanner(FULL);
    await findExit(user, '2025-06-30');
    const result = await screen.findByText(/Entering on 30 June 2025 is not allowed/);
    expect(result).toHaveTextContent('that day would take you over 90 days in the last 180.');
    expect(result).toHaveTextContent('The earliest day you could enter is 28 September 2025.');
  });

  it('holds the trip check the route gives it in its region, below its two planners', async () => {
    renderPlanner([], <p>The whole-trip check</p>);
    const region = screen.getByRole('region', { name: 'Trip Planner' });
    expect(within(region).getByText('The whole-trip check')).toBeInTheDocument();
    expect(await within(region).findByRole('form', { name: 'When can I go?' })).toBeInTheDocument();
  });

  it('checks the planned entry date', async () => {
    const { user } = renderPlanner([]);
    const form = await exitForm();
    await user.click(form.getByRole('button', { name: 'Find latest exit' }));
    expect(
      await form.findByText('Choose the day you plan to enter the Schengen Area'),
    ).toBeInTheDocument();

    fireEvent.change(form.getByLabelText('Planned entry date'), {
      target: { value: '2025-06-29' },
    });
    await user.click(form.getByRole('button', { name: 'Find latest exit' }));
    expect(
      await form.findByText('Choose today (30 June 2025) or a later date'),
    ).toBeInTheDocument();

    fireEvent.change(form.getByLabelText('Planned entry date'), {
      target: { value: '2028-07-01' },
    });
    await user.click(form.getByRole('button', { name: 'Find latest exit' }));
    expect(await form.findByText('Choose a date up to 30 June 2028')).toBeInTheDocument();
    expect(screen.queryByText(/latest exit is/)).not.toBeInTheDocument();
  });

  it('gives the earliest start for a trip length', async () => {
    const { user } = renderPlanner(FULL);
    await findStart(user, '10');
    expect(
      await screen.findByText(
        'The earliest you can start a 10-day trip is 28 September 2025 (28 September 2025 to 7 October 2025).',
      ),
    ).toBeInTheDocument();
  });

  it('starts today when nothing is in the way', async () => {
    const { user } = renderPlanner([]);
    await findStart(user, '90');
    expect(
      await screen.findByText(
        'You can start a 90-day trip today: 30 June 2025 to 27 September 2025.',
      ),
    ).toBeInTheDocument();
  });

  it.each([
    { days: '', message: 'Enter how many days the trip lasts' },
    { days: '0', message: 'A trip lasts at least 1 day' },
    { days: '91', message: 'A trip can last at most 90 days, the limit in any 180 days' },
    { days: '2.5', message: 'Enter a whole number of days' },
  ])('rejects a trip length of "$days" with "$message"', async ({ days, message }) => {
    const { user } = renderPlanner([]);
    if (days) {
      await findStart(user, days);
    } else {
      await user.click((await lengthForm()).getByRole('button', { name: 'Find earliest start' }));
    }
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText(/trip (is|today)/)).not.toBeInTheDocument();
  });
});
