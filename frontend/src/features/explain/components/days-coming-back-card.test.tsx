import { screen, waitFor, within } from '@testing-library/react';

import { aVisit } from '../../../testing/builders';
import { renderExplained } from '../explain-testing';
import { DaysComingBackCard } from './days-coming-back-card';

// Today: 30 June 2025 (London).
const NOW = new Date('2025-06-30T11:00:00Z');

describe('DaysComingBackCard', () => {
  it('gives the dates days come back from today, as a chart and as a table', async () => {
    // 10 days in January (1 of them, 1 January, already out of the window) and 5 in June.
    const entries = [...aVisit('2025-01-01', '2025-01-10'), ...aVisit('2025-06-01', '2025-06-05')];
    renderExplained(<DaysComingBackCard />, entries, NOW);

    const card = await screen.findByRole('region', { name: 'Days coming back' });
    expect(
      within(card).getByText(
        'On 30 June 2025 you have 76 days left of 90. Each day of a visit comes back 180 days after it.',
      ),
    ).toBeInTheDocument();
    const chart = within(card).getByRole('img', {
      name: 'Days left of 90 from 30 June 2025 to 27 December 2025',
    });
    // The chart library's drawing arrives after the page has hydrated.
    await waitFor(() => expect(chart.querySelector('svg')).not.toBeNull());
    const table = within(card).getByRole('table', { name: 'Dates on which days come back' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(rows).toEqual([
      ['Dates', 'Days back', 'Days left after'],
      ['1 July 2025 to 9 July 2025, one a day', '9', '85'],
      ['28 November 2025 to 2 December 2025, one a day', '5', '90'],
    ]);
  });

  it('says when no day comes back', async () => {
    renderExplained(<DaysComingBackCard />, [], NOW);
    expect(
      await screen.findByText('No days come back in the 180 days after 30 June 2025.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
