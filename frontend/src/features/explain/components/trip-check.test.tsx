import { fireEvent, screen, within } from '@testing-library/react';

import { aVisit } from '../../../testing/builders';
import { renderExplained } from '../explain-testing';
import { TripCheck } from './trip-check';

// Today: 30 June 2025 (London).
const NOW = new Date('2025-06-30T11:00:00Z');
// 61 days in March and April, and a 20-day trip recorded for September.
const ENTRIES = [...aVisit('2025-03-01', '2025-04-30'), ...aVisit('2025-09-01', '2025-09-20')];

async function checkTrip(
  user: ReturnType<typeof renderExplained>['user'],
  entry: string,
  exit: string,
) {
  const form = within(await screen.findByRole('form', { name: 'Will this trip fit?' }));
  // jsdom's date inputs take a whole value, not keystrokes.
  fireEvent.change(form.getByLabelText('Planned entry date'), { target: { value: entry } });
  fireEvent.change(form.getByLabelText('Planned exit date'), { target: { value: exit } });
  await user.click(form.getByRole('button', { name: 'Check this trip' }));
}

describe('TripCheck', () => {
  it('explains a refusal and fills the planner with the longest stay that fits', async () => {
    const { user } = renderExplained(<TripCheck />, ENTRIES, NOW);
    await checkTrip(user, '2025-07-01', '2025-08-15');

    expect(
      await screen.findByText(
        'This trip does not fit: its day 30, 30 July 2025, would be day 91 in the 180 days from 1 February 2025 to 30 July 2025, over 90.',
      ),
    ).toBeInTheDocument();
    const causes = screen.getByRole('list', { name: 'What counts in those 180 days' });
    expect(
      within(causes).getByText('Visit from 1 March 2025 to 30 April 2025'),
    ).toBeInTheDocument();
    expect(
      within(causes).getByText(/^61 days count: 1 March 2025 to 30 April 2025\./),
    ).toBeInTheDocument();
    expect(screen.getByText('This trip: 30 days')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Stay 29 days, leaving on 29 July 2025' }));
    expect(screen.getByLabelText('Planned entry date')).toHaveValue('2025-07-01');
    expect(screen.getByLabelText('Planned exit date')).toHaveValue('2025-07-29');
    expect(
      await screen.findByText(
        'This trip fits: 29 days from 1 July 2025 to 29 July 2025, and every later trip you have recorded stays within 90 days in 180.',
      ),
    ).toBeInTheDocument();
    // Days coming back from the trip's last day.
    expect(screen.getByText(/^On 29 July 2025 you have 0 days left of 90\./)).toBeInTheDocument();
    expect(
      screen.getByRole('table', { name: 'Dates on which days come back' }),
    ).toBeInTheDocument();
  });

  it('offers the nearest start of the same trip, which fits once chosen', async () => {
    const { user } = renderExplained(<TripCheck />, ENTRIES, NOW);
    await checkTrip(user, '2025-07-01', '2025-08-15');
    const start = await screen.findByRole('button', { name: /^Start on .* instead \(46 days\)$/ });
    await user.click(start);
    expect(await screen.findByText(/^This trip fits: 46 days from/)).toBeInTheDocument();
  });

  it('says when a later recorded trip is what would pass 90', async () => {
    // Nothing before; 60 days recorded for September and October.
    const { user } = renderExplained(<TripCheck />, aVisit('2025-09-01', '2025-10-30'), NOW);
    await checkTrip(user, '2025-07-01', '2025-07-31');
    expect(
      await screen.findByText(
        'This trip does not fit: it would take 30 October 2025, a day of a trip you have recorded later, to 91 days in the 180 days from 4 May 2025 to 30 October 2025, over 90.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('This trip: 31 days')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Stay 30 days, leaving on 30 July 2025' }),
    ).toBeInTheDocument();
  });

  it('checks the dates', async () => {
    const { user } = renderExplained(<TripCheck />, ENTRIES, NOW);
    await checkTrip(user, '2025-07-10', '2025-07-01');
    expect(
      await screen.findByText('The exit date must be on or after the entry date'),
    ).toBeInTheDocument();
    await checkTrip(user, '2025-06-29', '2025-07-01');
    expect(
      await screen.findByText('Choose today (30 June 2025) or a later date'),
    ).toBeInTheDocument();
  });
});
