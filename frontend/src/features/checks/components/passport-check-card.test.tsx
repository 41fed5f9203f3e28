import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import type { TravelEntryDto, UserDto } from '@app/contracts';

import { aUser, aVisit } from '../../../testing/builders';
import { renderWithProviders } from '../../../testing/render';
import { apiUrl, server } from '../../../testing/server';
import { TodayProvider } from '../../../lib/travel';
import { PassportCheckCard } from './passport-check-card';

// Today is 30 June 2025 in the profile's Europe/London.
const NOW = new Date('2025-06-30T12:00:00Z');

function renderCard(entries: TravelEntryDto[], user: UserDto) {
  server.use(http.get(apiUrl('travel-entries'), () => HttpResponse.json(entries)));
  return renderWithProviders(
    <TodayProvider now={() => NOW}>
      <PassportCheckCard />
    </TodayProvider>,
    { user },
  );
}

const withPassport = (issue: string, expiry: string) =>
  aUser({ passport_issue_date: issue, passport_expiry_date: expiry });

async function runCheck(user: ReturnType<typeof renderCard>['user']) {
  await user.click(screen.getByRole('button', { name: 'Check Passport Validity' }));
  const panel = screen.getByRole('region', { name: 'Passport check result' });
  return within(panel);
}

function ruleStatus(panel: ReturnType<typeof within>, rule: string) {
  const row = panel.getByRole('heading', { name: rule }).closest('li');
  return row?.querySelector('[data-status]')?.textContent;
}

describe('PassportCheckCard', () => {
  it('keeps the check disabled until both passport dates are set, and says where to set them', () => {
    renderCard([], aUser({ passport_issue_date: '2020-01-01', passport_expiry_date: null }));
    expect(screen.getByRole('heading', { name: 'Valid Passport Dates' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check Passport Validity' })).toBeDisabled();
    expect(
      screen.getByText(
        'Add your passport issue date and expiry date in the Profile tab to run this check.',
      ),
    ).toBeInTheDocument();
  });

  it('says there is nothing to check without travel entries', async () => {
    const { user } = renderCard([], withPassport('2020-01-01', '2030-01-01'));
    const panel = await runCheck(user);
    expect(
      await panel.findByText(
        'No travel entries found. Add some visits to check passport validity.',
      ),
    ).toBeInTheDocument();
  });

  it('is green when both rules pass with room to spare', async () => {
    const { user } = renderCard(
      aVisit('2025-05-01', '2025-05-10'),
      withPassport('2020-01-01', '2030-01-01'),
    );
    const panel = await runCheck(user);
    const outcome = await panel.findByText(
      'You are OK to travel, but make sure you check every time to stay legal.',
    );
    expect(outcome.closest('[data-level]')).toHaveAttribute('data-level', 'ok');
    expect(ruleStatus(panel, '10-year check')).toBe('Pass');
    expect(ruleStatus(panel, '3-month check')).toBe('Pass');
    expect(panel.getByText(/Your last exit is 10 May 2025/)).toHaveTextContent(
      'your passport must be valid until at least 11 August 2025. It expires on 1 January 2030.',
    );
  });

  it('is yellow when the 3-month rule passes by 1 to 90 days', async () => {
    // Exit 10 May + 3 months = 10 August, so valid until at least 11 August: 35 days to spare.
    const { user } = renderCard(
      aVisit('2025-05-01', '2025-05-10'),
      withPassport('2020-01-01', '2025-09-15'),
    );
    const panel = await runCheck(user);
    const outcome = await panel.findByText(
      'WARNING - You should consider renewing your passport as soon as possible',
    );
    expect(outcome.closest('[data-level]')).toHaveAttribute('data-level', 'warning');
    expect(ruleStatus(panel, '3-month check')).toBe('Pass');
    expect(panel.getByText(/Your last exit is 10 May 2025/)).toHaveTextContent(
      'your passport must be valid until at least 11 August 2025. It expires on 15 September 2025. Only 35 days to spare.',
    );
  });

  // Issued 1 November 2016: the last allowed entry day is 31 October 2026.
  it.each([
    ['1 October 2026', '2026-10-01', 'Only 30 days to spare.'],
    ['30 October 2026', '2026-10-30', 'Only 1 day to spare.'],
    ['31 October 2026', '2026-10-31', 'No days to spare.'],
  ])(
    'counts the 10-year days to spare up to the last allowed entry day (entry %s)',
    async (entryText, entry, spare) => {
      const { user } = renderCard(aVisit(entry, entry), withPassport('2016-11-01', '2030-01-01'));
      const panel = await runCheck(user);
      expect(await panel.findByText(/^Your latest entry is/)).toHaveTextContent(
        `Your latest entry is ${entryText}; with a passport issued on 1 November 2016 you may enter up to 31 October 2026. ${spare}`,
      );
      expect(ruleStatus(panel, '10-year check')).toBe('Pass');
      expect(panel.getByRole('status')).toHaveAttribute('data-level', 'warning');
    },
  );

  it('fails the 10-year check on the day after the last allowed entry day', async () => {
    const { user } = renderCard(
      aVisit('2026-11-01', '2026-11-01'),
      withPassport('2016-11-01', '2030-01-01'),
    );
    const panel = await runCheck(user);
    expect(
      await panel.findByText(
        'Your latest entry is 1 November 2026, but with a passport issued on 1 November 2016 the last allowed entry day is 31 October 2026.',
      ),
    ).toBeInTheDocument();
    expect(ruleStatus(panel, '10-year check')).toBe('Fail');
  });

  it('has no day to spare when the passport expires on the earliest allowed day', async () => {
    const { user } = renderCard(
      aVisit('2025-05-01', '2025-05-10'),
      withPassport('2020-01-01', '2025-08-11'),
    );
    const panel = await runCheck(user);
    expect(await panel.findByText(/Your last exit is 10 May 2025/)).toHaveTextContent(
      'your passport must be valid until at least 11 August 2025. It expires on 11 August 2025. No days to spare.',
    );
    expect(ruleStatus(panel, '3-month check')).toBe('Pass');
  });

  it('is red when the passport is 10 years old by the latest entry', async () => {
    const { user } = renderCard(
      [...aVisit('2025-01-05', '2025-01-12'), ...aVisit('2025-05-01', '2025-05-10')],
      withPassport('2015-04-01', '2030-01-01'),
    );
    const panel = await runCheck(user);
    const outcome = await panel.findByText(
      'STOP - You should renew your passport or change your visit',
    );
    expect(outcome.closest('[data-level]')).toHaveAttribute('data-level', 'stop');
    expect(ruleStatus(panel, '10-year check')).toBe('Fail');
    expect(ruleStatus(panel, '3-month check')).toBe('Pass');
    expect(
      panel.getByText(
        'Your latest entry is 1 May 2025, but with a passport issued on 1 April 2015 the last allowed entry day is 31 March 2025.',
      ),
    ).toBeInTheDocument();
  });

  it('checks an ongoing visit against today as its exit', async () => {
    // Today 30 June + 3 months = 30 September: an expiry that day fails (docs/adr/0003).
    const { user } = renderCard(
      aVisit('2025-06-20', null),
      withPassport('2020-01-01', '2025-09-30'),
    );
    const panel = await runCheck(user);
    expect(
      await panel.findByText('STOP - You should renew your passport or change your visit'),
    ).toBeInTheDocument();
    expect(ruleStatus(panel, '3-month check')).toBe('Fail');
    expect(panel.getByText(/Your last exit is 30 June 2025/)).toBeInTheDocument();
  });

  it('hides the panel again', async () => {
    const { user } = renderCard([], withPassport('2020-01-01', '2030-01-01'));
    await runCheck(user);
    const hide = screen.getByRole('button', { name: 'Hide Passport Check' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    await user.click(hide);
    expect(screen.queryByRole('region', { name: 'Passport check result' })).not.toBeInTheDocument();
  });

  describe('for another traveller than the account holder (issue #22)', () => {
    function renderForSam(details: object, user: UserDto) {
      server.use(
        http.get(apiUrl('travel-entries'), () =>
          HttpResponse.json(aVisit('2025-05-01', '2025-05-10')),
        ),
        http.get(apiUrl('travellers/tr-sam/details'), () => HttpResponse.json(details)),
      );
      return renderWithProviders(
        <TodayProvider now={() => NOW}>
          <PassportCheckCard />
        </TodayProvider>,
        { user, route: '/?traveller=tr-sam' },
      );
    }

    it("checks the traveller's own passport, not the account holder's", async () => {
      const { user } = renderForSam(
        {
          passport_issue_date: '2020-01-01',
          passport_expiry_date: '2025-09-15',
          nationality_note: null,
          email_reminders: true,
        },
        withPassport('2020-01-01', '2030-01-01'),
      );
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Check Passport Validity' })).toBeEnabled(),
      );
      const panel = await runCheck(user);
      expect(
        await panel.findByText(
          'WARNING - You should consider renewing your passport as soon as possible',
        ),
      ).toBeInTheDocument();
      expect(panel.getByText(/Your last exit is 10 May 2025/)).toHaveTextContent(
        'It expires on 15 September 2025.',
      );
    });

    it("says nothing of the traveller's dates while they load, and that they could not be loaded when the read fails", async () => {
      server.use(
        http.get(apiUrl('travel-entries'), () => HttpResponse.json([])),
        http.get(apiUrl('travellers/tr-sam/details'), () =>
          HttpResponse.json({ statusCode: 503, message: 'Service unavailable' }, { status: 503 }),
        ),
      );
      renderWithProviders(
        <TodayProvider now={() => NOW}>
          <PassportCheckCard />
        </TodayProvider>,
        { user: withPassport('2020-01-01', '2030-01-01'), route: '/?traveller=tr-sam' },
      );
      expect(screen.queryByText(/Add this traveller's passport/)).toBeNull();
      expect(
        await screen.findByText("This traveller's passport dates could not be loaded."),
      ).toBeInTheDocument();
      expect(screen.queryByText(/Add this traveller's passport/)).toBeNull();
      expect(screen.getByRole('button', { name: 'Check Passport Validity' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    });

    it("says where to add the traveller's dates when they are missing, whatever the profile holds", async () => {
      renderForSam(
        {
          passport_issue_date: null,
          passport_expiry_date: null,
          nationality_note: 'Canadian',
          email_reminders: true,
        },
        withPassport('2020-01-01', '2030-01-01'),
      );
      expect(
        await screen.findByText(
          "Add this traveller's passport issue date and expiry date (Profile tab, Travellers, Passport & nationality) to run this check.",
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Check Passport Validity' })).toBeDisabled();
    });
  });
});
