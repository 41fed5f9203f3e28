import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import type { TravelEntryDto, UserDto } from '@app/contracts';

import { aUser, aVisit } from '../../../testing/builders';
import { renderWithProviders } from '../../../testing/render';
import { apiUrl, server } from '../../../testing/server';
import { TodayProvider } from '../../../lib/travel';
import { InsuranceCalculatorCard } from './insurance-calculator-card';

// Today is 30 June 2025 in the profile's Europe/London.
const NOW = new Date('2025-06-30T12:00:00Z');

// 12 days in 2024 and 10 in January 2025, then all 31 days of March 2025.
const HISTORY = [...aVisit('2024-12-20', '2025-01-10'), ...aVisit('2025-03-01', '2025-03-31')];

/** The calculator for `account`; the travel settings it sends land in `sent`. */
function renderCalculator(
  entries: TravelEntryDto[] = HISTORY,
  account: UserDto = aUser(),
  sent: object[] = [],
) {
  server.use(
    http.get(apiUrl('travel-entries'), () => HttpResponse.json(entries)),
    http.patch(apiUrl('user/travel-settings'), async ({ request }) => {
      const body = (await request.json()) as object;
      sent.push(body);
      return HttpResponse.json({ ...account, ...body });
    }),
  );
  return renderWithProviders(
    <TodayProvider now={() => NOW}>
      <InsuranceCalculatorCard />
    </TodayProvider>,
    { user: account },
  );
}

function card() {
  return within(screen.getByRole('region', { name: 'Insurance Year Calculator' }));
}

describe('InsuranceCalculatorCard', () => {
  it('asks for both dates first', async () => {
    renderCalculator();
    expect(
      await card().findByText(
        'Choose a start date and an end date, or a preset, to count your days in the Schengen Area.',
      ),
    ).toBeInTheDocument();
  });

  it.each([
    {
      preset: 'Last 12 Months',
      start: '2024-06-30',
      end: '2025-06-30',
      days: '53 days',
      period: 'From 30 June 2024 to 30 June 2025 (366 days, both included)',
      percent: '59%',
    },
    {
      preset: 'This Year',
      start: '2025-01-01',
      end: '2025-06-30',
      days: '41 days',
      period: 'From 1 January 2025 to 30 June 2025 (181 days, both included)',
      percent: '46%',
    },
    {
      preset: 'Last Year',
      start: '2024-01-01',
      end: '2024-12-31',
      days: '12 days',
      period: 'From 1 January 2024 to 31 December 2024 (366 days, both included)',
      percent: '13%',
    },
  ])(
    "'$preset' counts $days from $start to $end ($percent)",
    async ({ preset, start, end, days, period, percent }) => {
      const { user } = renderCalculator();
      await user.click(card().getByRole('button', { name: preset }));
      expect(card().getByLabelText('Start date')).toHaveValue(start);
      expect(card().getByLabelText('End date')).toHaveValue(end);
      expect(card().getByRole('button', { name: preset })).toHaveAttribute('aria-pressed', 'true');
      expect(await card().findByText(`${days} in the Schengen Area`)).toBeInTheDocument();
      expect(card().getByText(period)).toBeInTheDocument();
      expect(card().getByText(`${percent} of 90 days`)).toBeInTheDocument();
      expect(
        card().getByRole('progressbar', { name: 'Share of 90 days used in the period' }),
      ).toHaveAttribute('aria-valuenow', percent.replace('%', ''));
    },
  );

  it('rounds the percentage and caps the bar at 100%', async () => {
    const { user } = renderCalculator(aVisit('2025-01-01', '2025-04-30'));
    await user.click(card().getByRole('button', { name: 'This Year' }));
    expect(await card().findByText('120 days in the Schengen Area')).toBeInTheDocument();
    expect(card().getByText('133% of 90 days')).toBeInTheDocument();
    expect(
      card().getByRole('progressbar', { name: 'Share of 90 days used in the period' }),
    ).toHaveAttribute('aria-valuenow', '100');
  });

  it('counts an ongoing visit up to today and includes both ends of a typed period', async () => {
    renderCalculator(aVisit('2025-06-21', null));
    // jsdom's date inputs take a whole value, not keystrokes.
    fireEvent.change(card().getByLabelText('Start date'), { target: { value: '2025-06-25' } });
    fireEvent.change(card().getByLabelText('End date'), { target: { value: '2025-07-31' } });
    expect(await card().findByText('6 days in the Schengen Area')).toBeInTheDocument();
    expect(card().getByText('7% of 90 days')).toBeInTheDocument();
  });

  it("saves the period in the user's profile once it rests, and shows it from there later", async () => {
    const sent: object[] = [];
    const { user, unmount, store } = renderCalculator(HISTORY, aUser(), sent);
    await user.click(card().getByRole('button', { name: 'Last Year' }));
    fireEvent.change(card().getByLabelText('End date'), { target: { value: '2025-01-05' } });
    // One save of the period as it rests, not one per change.
    await waitFor(() =>
      expect(sent).toEqual([
        { insurance_start_date: '2024-01-01', insurance_end_date: '2025-01-05' },
      ]),
    );
    expect(Object.keys(window.localStorage)).toEqual([]);
    const saved = store.getState().api.queries['getCurrentUser(undefined)']?.data as UserDto;
    unmount();

    renderCalculator(HISTORY, saved);
    expect(card().getByLabelText('Start date')).toHaveValue('2024-01-01');
    expect(card().getByLabelText('End date')).toHaveValue('2025-01-05');
    expect(await card().findByText('17 days in the Schengen Area')).toBeInTheDocument();
  });

  it("shows each account its own period, never another account's on this browser", async () => {
    renderCalculator(HISTORY, aUser({ insurance_start_date: '2024-06-01' })).unmount();
    window.localStorage.setItem('schengen-tracker.insurance-start', '"2024-01-01"');
    renderCalculator(HISTORY, aUser({ id: 'another-account' }));
    expect(card().getByLabelText('Start date')).toHaveValue('');
    expect(card().getByLabelText('End date')).toHaveValue('');
  });

  it('explains an end date before the start date', async () => {
    renderCalculator();
    fireEvent.change(card().getByLabelText('Start date'), { target: { value: '2025-05-01' } });
    fireEvent.change(card().getByLabelText('End date'), { target: { value: '2025-04-01' } });
    expect(card().getByLabelText('End date')).toHaveAccessibleDescription(
      'The end date must be on or after the start date.',
    );
    expect(await card().findByText(/The end date is before the start date/)).toBeInTheDocument();
    expect(card().queryByText(/in the Schengen Area$/)).not.toBeInTheDocument();
  });

  it('never saves a period that ends before it starts', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const sent: object[] = [];
      renderCalculator(HISTORY, aUser(), sent);
      fireEvent.change(card().getByLabelText('Start date'), { target: { value: '2025-05-01' } });
      fireEvent.change(card().getByLabelText('End date'), { target: { value: '2025-04-01' } });
      act(() => jest.advanceTimersByTime(5_000));
      expect(sent).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });
});
