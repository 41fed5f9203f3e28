import { act, screen, waitFor, within } from '@testing-library/react';

import type { DemoEntry } from '@app/contracts';

import { toProductConfig } from '../../../lib/product-config';
import { STORAGE_KEYS } from '../../../lib/storage';
import { TEST_PRODUCT_CONFIG } from '../../../testing/builders';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { DemoLanding } from './demo-landing';

// Monday 30 June 2025, midday UTC (the browser's zone in tests).
const NOW = new Date('2025-06-30T12:00:00Z');

function renderDemo(options: { advanceTimers?: (ms: number) => void } = {}) {
  return renderWithProviders(
    <DemoLanding config={toProductConfig(TEST_PRODUCT_CONFIG)} now={() => NOW} />,
    { user: null, ...options },
  );
}

/** The day button of an ISO date. */
function day(date: string) {
  const button = document.querySelector<HTMLButtonElement>(`button[data-date="${date}"]`);
  if (!button) throw new Error(`No day button for ${date}`);
  return button;
}

async function demoShown() {
  return screen.findByRole('button', { name: 'Monday 30 June 2025: 90 days remaining, today' });
}

function card(title: string) {
  return screen.getByRole('region', { name: title });
}

type User = ReturnType<typeof renderDemo>['user'];

async function clickDays(user: User, ...dates: string[]) {
  for (const date of dates) await user.click(day(date));
}

describe('DemoLanding', () => {
  it('shows the header, the headline, the status cards, the tabs and the call to action', async () => {
    renderDemo();
    await demoShown();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByText('Schengen Area Travel Tracker')).toBeInTheDocument();
    expect(within(nav).getByText('100% Free Demo')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'How it works' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Sign up for free/Login' })).toHaveAttribute(
      'href',
      '/auth',
    );
    expect(
      screen.getByRole('heading', { level: 1, name: "Try Test Tracker's Interactive Calendar" }),
    ).toBeInTheDocument();

    expect(card('Days used in the last 180 days')).toHaveTextContent('0');
    expect(card('Days not used in the last 180 days')).toHaveTextContent('90');
    expect(card('Status')).toHaveTextContent('Outside');
    expect(
      screen.getByText("You're well within limits. Continue tracking your travels."),
    ).toBeInTheDocument();

    expect(screen.getByRole('tab', { name: 'Calendar View' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Demo Visits' })).toBeInTheDocument();
    for (const feature of ['Interactive Calendar', 'Real-time Calculations', 'Passport Checker']) {
      expect(screen.getByRole('heading', { level: 3, name: feature })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Ready for Full Access?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Free Account' })).toHaveAttribute(
      'href',
      '/auth',
    );
    expect(screen.getByText('6 of 6 demo clicks left.')).toBeInTheDocument();
  });

  it("shows only the current month's days, the same calendar grid as the dashboard", async () => {
    renderDemo();
    await demoShown();
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(screen.getByRole('group', { name: 'June 2025' })).toBeInTheDocument();
    expect(document.querySelectorAll('button[data-date]')).toHaveLength(30);
    expect(document.querySelector('button[data-date="2025-07-01"]')).toBeNull();
    expect(
      screen.getByText('Safe: 60 days or fewer used (number colour; bar under a visit day)'),
    ).toBeInTheDocument();
  });

  it('starts a visit, cancels it, then records one with the entry on the earlier day', async () => {
    const { user } = renderDemo();
    await demoShown();

    await user.click(day('2025-06-20'));
    expect(screen.getByText('Visit started on 20 June 2025')).toBeInTheDocument();
    expect(screen.getByText('Click another day to complete this visit')).toBeInTheDocument();
    expect(day('2025-06-20')).toHaveAttribute('data-selected', 'true');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText(/Visit started on/)).not.toBeInTheDocument();
    expect(
      screen.getByText('Visit creation cancelled. Click a day to start a new visit.'),
    ).toBeInTheDocument();

    await clickDays(user, '2025-06-12', '2025-06-03');
    expect(screen.queryByText(/Visit started on/)).not.toBeInTheDocument();
    expect(screen.getByText('Visit added from 3 June 2025 to 12 June 2025.')).toBeInTheDocument();
    expect(day('2025-06-02')).toHaveAttribute('data-in-visit', 'false');
    expect(day('2025-06-03')).toHaveAccessibleName('Tuesday 3 June 2025: 1 day used');
    expect(day('2025-06-12')).toHaveAccessibleName('Thursday 12 June 2025: 10 days used');
    expect(day('2025-06-13')).toHaveAccessibleName('Friday 13 June 2025: 80 days remaining');
    expect(card('Days used in the last 180 days')).toHaveTextContent('10');
    expect(card('Days not used in the last 180 days')).toHaveTextContent('80');
    expect(screen.getByText('3 of 6 demo clicks left.')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Demo Visits' }));
    const list = screen.getByRole('list', { name: 'Demo visits' });
    expect(within(list).getByText('3 June 2025 – 12 June 2025')).toBeInTheDocument();
    expect(within(list).getByText('10 days completed')).toBeInTheDocument();
  });

  it('cancels a started visit on Escape as Cancel does', async () => {
    const { user } = renderDemo();
    await demoShown();
    await user.click(day('2025-06-20'));
    expect(screen.getByText('Visit started on 20 June 2025')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByText(/Visit started on/)).not.toBeInTheDocument();
    expect(day('2025-06-20')).not.toHaveAttribute('data-selected');
    expect(
      screen.getByText('Visit creation cancelled. Click a day to start a new visit.'),
    ).toBeInTheDocument();
  });

  it('deletes a visit, entry and exit, when one of its days is clicked', async () => {
    const { user } = renderDemo();
    await demoShown();
    await clickDays(user, '2025-06-03', '2025-06-05', '2025-06-10', '2025-06-11');
    await user.click(day('2025-06-04'));

    expect(screen.getByText('Visit from 3 June 2025 to 5 June 2025 deleted.')).toBeInTheDocument();
    expect(day('2025-06-04')).toHaveAttribute('data-in-visit', 'false');
    expect(day('2025-06-10')).toHaveAttribute('data-in-visit', 'true');
    await user.click(screen.getByRole('tab', { name: 'Demo Visits' }));
    expect(
      within(screen.getByRole('list', { name: 'Demo visits' })).getAllByRole('listitem'),
    ).toHaveLength(1);
    expect(screen.getByText('10 June 2025 – 11 June 2025')).toBeInTheDocument();
  });

  it('refuses a range over another visit and keeps the selection', async () => {
    const { user } = renderDemo();
    await demoShown();
    await clickDays(user, '2025-06-10', '2025-06-12', '2025-06-05', '2025-06-20');
    expect(
      screen.getByText(
        'A visit from 5 June 2025 to 20 June 2025 would overlap your visit from 10 June 2025 to 12 June 2025. Click another day to complete this visit, or Cancel.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Visit started on 5 June 2025')).toBeInTheDocument();
    expect(day('2025-06-15')).toHaveAttribute('data-in-visit', 'false');
  });

  it('opens Demo Limit Reached on the click after the sixth, and leads to sign-up', async () => {
    const { user, router } = renderDemo();
    await demoShown();
    await clickDays(user, '2025-06-01', '2025-06-02', '2025-06-04', '2025-06-05', '2025-06-07');
    expect(screen.getByText('1 of 6 demo clicks left.')).toBeInTheDocument();
    await user.click(day('2025-06-08'));
    expect(screen.getByText('0 of 6 demo clicks left.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(day('2025-06-20'));
    const dialog = await screen.findByRole('dialog', { name: 'Demo Limit Reached' });
    expect(dialog).toHaveTextContent('enough for 3 sample visits');
    for (const benefit of [
      'Unlimited travel entries',
      'The full 12-month calendar',
      'Passport validity checker',
      'E-mail notifications and reminders',
      'CSV and PDF export of your travel history',
      'Your data kept private: never sold or shared',
    ]) {
      expect(within(dialog).getByText(benefit)).toBeInTheDocument();
    }
    expect(screen.queryByText(/Visit started on/)).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Continue Demo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The visits stay; a click inside one opens the dialog again instead of deleting it.
    await user.click(day('2025-06-01'));
    const again = await screen.findByRole('dialog', { name: 'Demo Limit Reached' });
    expect(day('2025-06-01')).toHaveAttribute('data-in-visit', 'true');

    await user.click(within(again).getByRole('link', { name: 'Sign Up for Free' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('highlights the day completing a visit for 500 ms', async () => {
    jest.useFakeTimers();
    try {
      const { user } = renderDemo({ advanceTimers: jest.advanceTimersByTime });
      await demoShown();
      await user.click(day('2025-06-10'));
      expect(day('2025-06-10')).not.toHaveAttribute('data-highlighted');
      await user.click(day('2025-06-14'));
      expect(day('2025-06-14')).toHaveAttribute('data-highlighted', 'true');
      act(() => jest.advanceTimersByTime(499));
      expect(day('2025-06-14')).toHaveAttribute('data-highlighted', 'true');
      act(() => jest.advanceTimersByTime(1));
      expect(day('2025-06-14')).not.toHaveAttribute('data-highlighted');
    } finally {
      jest.useRealTimers();
    }
  });

  it('says Inside and shows no alert at the warning level, across months', async () => {
    const { user } = renderDemo();
    await demoShown();
    await user.click(day('2025-06-30'));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('group', { name: 'April 2025' })).toBeInTheDocument();
    await user.click(day('2025-04-30'));

    // 30 April to 30 June: 62 days, above the demo's warning threshold of 60.
    expect(card('Days used in the last 180 days')).toHaveTextContent('62');
    expect(card('Status')).toHaveTextContent('Inside');
    expect(
      screen.getByText('Days used in the last 180 days').closest('[data-level]'),
    ).toHaveAttribute('data-level', 'warning');
    expect(screen.queryByText(/well within limits|approaching|STOP/)).not.toBeInTheDocument();
    expect(day('2025-04-30')).toHaveAttribute('data-in-visit', 'true');
  });

  it.each([
    ['2025-04-15', 'danger', "Warning: You're approaching the 90-day limit!"],
    [
      '2025-03-01',
      'exceeded',
      'STOP: You need to reduce your days as you are over the 90 day limit in a 180 day period',
    ],
  ])(
    'restores the demo of this tab and, from %s, shows the %s alert',
    async (start, level, text) => {
      const entries: DemoEntry[] = [
        {
          id: 'demo-1',
          entry_type: 'entry',
          entry_date: start,
          country: null,
          notes: 'Calendar entry',
        },
        {
          id: 'demo-2',
          entry_type: 'exit',
          entry_date: '2025-06-30',
          country: null,
          notes: 'Calendar exit',
        },
      ];
      window.sessionStorage.setItem(
        STORAGE_KEYS.demo,
        JSON.stringify({ entries, clicksUsed: 2, nextId: 3 }),
      );
      renderDemo();
      await screen.findByRole('button', { name: /^Monday 30 June 2025: \d+ days used, today$/ });
      expect(screen.getByText(text).closest('[data-level]')).toHaveAttribute('data-level', level);
      expect(card('Status')).toHaveTextContent('Inside');
      expect(screen.getByText('4 of 6 demo clicks left.')).toBeInTheDocument();
    },
  );

  it('keeps the visits and the clicks used in this tab when the page is opened again', async () => {
    const first = renderDemo();
    await demoShown();
    await clickDays(first.user, '2025-06-02', '2025-06-04');
    first.unmount();

    renderDemo();
    expect(
      await screen.findByRole('button', { name: 'Wednesday 4 June 2025: 3 days used' }),
    ).toHaveAttribute('data-in-visit', 'true');
    expect(screen.getByText('4 of 6 demo clicks left.')).toBeInTheDocument();
    expect(JSON.parse(window.sessionStorage.getItem(STORAGE_KEYS.demo) ?? 'null')).toMatchObject({
      clicksUsed: 2,
      entries: [
        { entry_type: 'entry', entry_date: '2025-06-02', notes: 'Calendar entry', country: null },
        { entry_type: 'exit', entry_date: '2025-06-04', notes: 'Calendar exit', country: null },
      ],
    });
  });

  it('moves by month and year, never before January 2021', async () => {
    const { user } = renderDemo();
    await demoShown();
    for (const year of [2024, 2023, 2022, 2021]) {
      await user.click(screen.getByRole('button', { name: 'Previous year' }));
      expect(screen.getByRole('group', { name: `June ${year}` })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Previous year' })).toBeDisabled();
    for (let i = 0; i < 5; i += 1) {
      await user.click(screen.getByRole('button', { name: 'Previous month' }));
    }
    expect(screen.getByRole('group', { name: 'January 2021' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    expect(day('2021-01-01')).toHaveAccessibleName('Friday 1 January 2021: 90 days remaining');

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('group', { name: 'February 2021' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(screen.getByRole('group', { name: 'June 2025' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next year' }));
    expect(screen.getByRole('group', { name: 'June 2026' })).toBeInTheDocument();
  });

  it('walks the 5-step tutorial and ends on Try Calendar', async () => {
    const { user } = renderDemo();
    await demoShown();
    await user.click(screen.getByRole('tab', { name: 'Demo Visits' }));
    await user.click(screen.getByRole('button', { name: 'How it works' }));

    const dialog = await screen.findByRole('dialog', { name: 'How Test Tracker Works' });
    expect(within(dialog).getByText('Step 1 of 5')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'The 90/180 rule' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Previous' })).toBeDisabled();

    const titles = [
      'Start a visit',
      'Complete the visit',
      'Read your status',
      'Delete, then sign up',
    ];
    for (const [i, title] of titles.entries()) {
      await user.click(within(dialog).getByRole('button', { name: 'Next' }));
      expect(within(dialog).getByText(`Step ${i + 2} of 5`)).toBeInTheDocument();
      expect(within(dialog).getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(within(dialog).queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('enough for 3 sample visits');
    await user.click(within(dialog).getByRole('button', { name: 'Previous' }));
    expect(within(dialog).getByText('Step 4 of 5')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));

    await user.click(within(dialog).getByRole('button', { name: 'Try Calendar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('tab', { name: 'Calendar View' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(day('2025-06-30')).toBeInTheDocument();
  });

  it('sends nothing to the server while the visitor uses the demo', async () => {
    const { user } = renderDemo();
    await demoShown();
    const requests: string[] = [];
    const record = ({ request }: { request: Request }) => {
      requests.push(`${request.method} ${request.url}`);
    };
    server.events.on('request:start', record);
    try {
      // Create, delete, start and cancel, create: six clicks, then the limit.
      await clickDays(user, '2025-06-02', '2025-06-05', '2025-06-03', '2025-06-10');
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      await clickDays(user, '2025-06-12', '2025-06-13', '2025-06-20');
      const dialog = await screen.findByRole('dialog', { name: 'Demo Limit Reached' });
      await user.click(within(dialog).getByRole('button', { name: 'Continue Demo' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await user.click(screen.getByRole('tab', { name: 'Demo Visits' }));
      expect(screen.getByText('12 June 2025 – 13 June 2025')).toBeInTheDocument();
      expect(requests).toEqual([]);
    } finally {
      server.events.removeListener('request:start', record);
    }
  });
});
