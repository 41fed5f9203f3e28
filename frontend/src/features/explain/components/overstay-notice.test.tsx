import { screen } from '@testing-library/react';

import { aVisit } from '../../../testing/builders';
import { renderExplained } from '../explain-testing';
import { OverstayNotice } from './overstay-notice';

// Today: 30 June 2025 (London).
const NOW = new Date('2025-06-30T11:00:00Z');
const WARNING =
  'An overstay can have legal consequences, such as a fine, an entry ban or a refusal of entry, whatever this date says. Ask the authorities of the country concerned before you travel again.';

describe('OverstayNotice', () => {
  it('gives the arithmetic first day of a new stay for a user still inside, with the warning', async () => {
    // Inside since 1 March: 122 days on 30 June; from 29 September, 89 of them are in the window.
    renderExplained(<OverstayNotice />, aVisit('2025-03-01', null), NOW);
    expect(
      await screen.findByText(
        'By the count alone, if you leave today, a new stay becomes possible on 29 September 2025 at the earliest: the first day whose 180 days hold 90 or fewer.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(WARNING)).toBeInTheDocument();
  });

  it('counts from yesterday for a user who has left', async () => {
    // 1 March to 29 June: 121 days.
    renderExplained(<OverstayNotice />, aVisit('2025-03-01', '2025-06-29'), NOW);
    expect(
      await screen.findByText(/a new stay becomes possible on 28 September 2025 at the earliest/),
    ).not.toHaveTextContent('if you leave today');
  });

  it('shows nothing within 90 days', async () => {
    renderExplained(<OverstayNotice />, aVisit('2025-06-01', '2025-06-10'), NOW);
    await screen.findByText((_text, node) => node?.tagName === 'BODY');
    expect(screen.queryByText(WARNING)).not.toBeInTheDocument();
  });
});
