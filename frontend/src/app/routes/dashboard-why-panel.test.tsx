// The dashboard's calendar with the Why panel the route gives it (dashboard-sections.tsx): the
// travel feature's calendar and the explain feature's switch and dialog, composed as the route does.
import { screen, waitFor, within } from '@testing-library/react';

import { WhyDialog, WhyModeSwitch } from '../../features/explain/calendar';
import { renderExplained } from '../../features/explain/explain-testing';
import { CalendarView } from '../../features/travel/calendar';
import { aVisit } from '../../testing/builders';

const calendarExplainer = { ModeSwitch: WhyModeSwitch, Dialog: WhyDialog };

// Today: 30 June 2025 (London).
const NOW = new Date('2025-06-30T11:00:00Z');
// 10 days in January, 20 in May-June: 30 days used on 30 June.
const ENTRIES = [...aVisit('2025-01-01', '2025-01-10'), ...aVisit('2025-05-20', '2025-06-08')];

async function explainDay(user: ReturnType<typeof renderExplained>['user'], name: RegExp) {
  await user.click(await screen.findByRole('button', { name: 'Explains its count' }));
  const day = await screen.findByRole('button', { name });
  day.focus();
  await user.keyboard('{Enter}');
  return { day, dialog: await screen.findByRole('dialog') };
}

describe('the calendar\'s "Why" panel', () => {
  it('explains a day from the keyboard: window, visits, drop-out dates and total', async () => {
    const { user } = renderExplained(<CalendarView explainer={calendarExplainer} />, ENTRIES, NOW);
    const { day, dialog } = await explainDay(user, /^Monday 30 June 2025/);

    expect(dialog).toHaveAccessibleName('Why 30 June 2025 has its count');
    const panel = within(dialog);
    expect(
      panel.getByText('The rule looks back over 180 days: 2 January 2025 to 30 June 2025.'),
    ).toBeInTheDocument();
    const visits = panel.getByRole('list', { name: 'Days that count, by visit' });
    const items = within(visits).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Visit from 1 January 2025 to 10 January 2025' +
        '9 days count: 2 January 2025 to 10 January 2025. They stop counting one by one from 1 July 2025 to 9 July 2025.',
      'Visit from 20 May 2025 to 8 June 2025' +
        '20 days count: 20 May 2025 to 8 June 2025. They stop counting one by one from 16 November 2025 to 5 December 2025.',
    ]);
    expect(panel.getByText('Total: 29 of 90 days')).toBeInTheDocument();
    expect(
      panel.getByText('29 days count in these 180 days, so 61 days are left of 90.'),
    ).toBeInTheDocument();

    await user.click(panel.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(day).toHaveFocus();
  });

  it('says when no visit falls in the window', async () => {
    const { user } = renderExplained(<CalendarView explainer={calendarExplainer} />, ENTRIES, NOW);
    const { dialog } = await explainDay(user, /^Wednesday 31 December 2025/);
    expect(
      within(dialog).getByText('No day of a visit falls in these 180 days: all 90 days are left.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Total: 0 of 90 days')).toBeInTheDocument();
  });

  it('leaves a click recording a visit until the switch is turned', async () => {
    const { user } = renderExplained(<CalendarView explainer={calendarExplainer} />, ENTRIES, NOW);
    await user.click(await screen.findByRole('button', { name: /^Tuesday 1 July 2025/ }));
    expect(await screen.findByText('Visit started on 1 July 2025')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
