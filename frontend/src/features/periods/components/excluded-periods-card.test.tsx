import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import type { ExcludedPeriodDto } from '@app/contracts';
import type { LanguageCode } from '@app/i18n/web';

import { anErrorBody, aUser } from '../../../testing/builders';
import { pageIn } from '../../../testing/page-language';
import { renderWithProviders } from '../../../testing/render';
import { apiUrl, server } from '../../../testing/server';
import { ExcludedPeriodsCard } from './excluded-periods-card';

const TRAVELLER = '00000000-0000-4000-8000-000000000900';

function aPeriod(overrides: Partial<ExcludedPeriodDto> = {}): ExcludedPeriodDto {
  return {
    id: '00000000-0000-4000-8000-000000000901',
    traveller_id: TRAVELLER,
    from: '2025-03-01',
    to: '2026-02-28',
    issuing_state: 'France',
    kind: 'residence_permit',
    ...overrides,
  };
}

/** A server holding `periods`, changed by the card's POST and DELETE calls. */
function serve(periods: ExcludedPeriodDto[]) {
  const posted: unknown[] = [];
  server.use(
    http.get(apiUrl('excluded-periods'), () => HttpResponse.json(periods)),
    http.post(apiUrl('excluded-periods'), async ({ request }) => {
      const body = (await request.json()) as Omit<ExcludedPeriodDto, 'id' | 'traveller_id'>;
      posted.push(body);
      const period = aPeriod({
        ...body,
        id: `00000000-0000-4000-8000-00000000099${posted.length}`,
      });
      periods.push(period);
      return HttpResponse.json(period, { status: 201 });
    }),
    http.delete(apiUrl('excluded-periods/:id'), ({ params }) => {
      const index = periods.findIndex((period) => period.id === params['id']);
      periods.splice(index, 1);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return posted;
}

/** Fills the add form (not sent). */
async function fillPeriod(from: string, to: string, state: string, kind: string) {
  await userEvent.type(within(card()).getByLabelText('First day'), from);
  await userEvent.type(within(card()).getByLabelText('Last day'), to);
  await userEvent.selectOptions(within(card()).getByLabelText('Issued by'), state);
  await userEvent.selectOptions(within(card()).getByLabelText('Document'), kind);
}

const card = () => screen.getByRole('region', { name: 'Residence permits and long-stay visas' });

describe('ExcludedPeriodsCard', () => {
  it('lists the periods and deletes one', async () => {
    serve([
      aPeriod(),
      aPeriod({
        id: '00000000-0000-4000-8000-000000000902',
        kind: 'long_stay_visa',
        issuing_state: 'Italy',
        from: '2024-01-01',
        to: '2024-06-30',
      }),
    ]);
    renderWithProviders(<ExcludedPeriodsCard />, { user: aUser() });
    const permit = 'Residence permit of France: 1 March 2025 to 28 February 2026';
    expect(await within(card()).findByText(permit)).toBeInTheDocument();
    expect(
      within(card()).getByText('Long-stay (D) visa of Italy: 1 January 2024 to 30 June 2024'),
    ).toBeInTheDocument();
    await userEvent.click(within(card()).getByRole('button', { name: `Delete ${permit}` }));
    await waitFor(() => expect(within(card()).queryByText(permit)).not.toBeInTheDocument());
    expect(within(card()).getByText(/Long-stay \(D\) visa of Italy/)).toBeInTheDocument();
  });

  it('adds a period in the shape of the API and shows it', async () => {
    const posted = serve([]);
    renderWithProviders(<ExcludedPeriodsCard />, { user: aUser() });
    expect(await within(card()).findByText('No period recorded.')).toBeInTheDocument();
    await fillPeriod('2025-09-01', '2026-08-31', 'Germany', 'long_stay_visa');
    // Cyprus and Ireland issue no Schengen permits: they are not offered.
    expect(within(card()).queryByRole('option', { name: 'Cyprus' })).not.toBeInTheDocument();
    await userEvent.click(within(card()).getByRole('button', { name: 'Add period' }));
    expect(
      await within(card()).findByText(
        'Long-stay (D) visa of Germany: 1 September 2025 to 31 August 2026',
      ),
    ).toBeInTheDocument();
    expect(posted).toEqual([
      { from: '2025-09-01', to: '2026-08-31', issuing_state: 'Germany', kind: 'long_stay_visa' },
    ]);
  });

  it('refuses an end before the start without calling the API', async () => {
    const posted = serve([]);
    renderWithProviders(<ExcludedPeriodsCard />, { user: aUser() });
    await within(card()).findByText('No period recorded.');
    await fillPeriod('2025-09-01', '2025-08-31', 'Spain', 'residence_permit');
    await userEvent.click(within(card()).getByRole('button', { name: 'Add period' }));
    expect(
      await within(card()).findByText('The last day must be on or after the first day'),
    ).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it("shows the API's message when it refuses a period", async () => {
    serve([]);
    server.use(
      http.post(apiUrl('excluded-periods'), () =>
        HttpResponse.json(anErrorBody(400, 'A traveller holds at most 50 periods.'), {
          status: 400,
        }),
      ),
    );
    renderWithProviders(<ExcludedPeriodsCard />, { user: aUser() });
    await within(card()).findByText('No period recorded.');
    await fillPeriod('2025-09-01', '2025-09-30', 'Spain', 'residence_permit');
    await userEvent.click(within(card()).getByRole('button', { name: 'Add period' }));
    expect(await within(card()).findByRole('alert')).toHaveTextContent(
      'A traveller holds at most 50 periods.',
    );
  });

  it('shows a loading state, then an error state with a retry that reads again', async () => {
    let fail = true;
    server.use(
      http.get(apiUrl('excluded-periods'), () =>
        fail
          ? HttpResponse.json(anErrorBody(500, 'Internal server error', 'INTERNAL'), {
              status: 500,
            })
          : HttpResponse.json([aPeriod()]),
      ),
    );
    renderWithProviders(<ExcludedPeriodsCard />, { user: aUser() });
    expect(within(card()).getByRole('progressbar')).toBeInTheDocument();
    expect(
      await within(card()).findByText(
        'Your residence permits and long-stay visas could not be loaded.',
      ),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(card()).getByRole('button', { name: 'Try again' }));
    expect(await within(card()).findByText(/Residence permit of France/)).toBeInTheDocument();
  });
});

/*
 * In the page's language (issue #21): the card's texts (namespace planner), dates by `Intl`, and
 * the issuing states by `Intl`'s region names, though a period keeps the English name the API
 * stores.
 */
async function renderCard(language: LanguageCode) {
  renderWithProviders(<ExcludedPeriodsCard />, { user: aUser(), page: await pageIn(language) });
}

describe('the residence permits and long-stay visas in German', () => {
  it('lists a period with the state and the dates in German', async () => {
    serve([aPeriod()]);
    await renderCard('de');
    const card = within(
      screen.getByRole('region', {
        name: 'Aufenthaltstitel und Visa für den längerfristigen Aufenthalt',
      }),
    );
    const line = 'Aufenthaltstitel (Frankreich): 1. März 2025 bis 28. Februar 2026';
    expect(await card.findByText(line)).toBeInTheDocument();
    expect(card.getByRole('button', { name: `${line} löschen` })).toHaveTextContent('Löschen');
  });

  it('offers the states by their German names, in German order, and sends the English name', async () => {
    const posted = serve([]);
    await renderCard('de');
    const card = within(
      screen.getByRole('region', {
        name: 'Aufenthaltstitel und Visa für den längerfristigen Aufenthalt',
      }),
    );
    await card.findByText('Kein Zeitraum erfasst.');
    await userEvent.click(card.getByRole('button', { name: 'Zeitraum hinzufügen' }));
    expect(await card.findByText('Geben Sie das Datum des ersten Tages ein')).toBeInTheDocument();
    expect(
      card.getByText('Wählen Sie den Staat, der das Dokument ausgestellt hat'),
    ).toBeInTheDocument();

    const states = within(card.getByLabelText('Ausgestellt von'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(states.slice(0, 4)).toEqual(['Staat wählen', 'Belgien', 'Bulgarien', 'Dänemark']);
    expect(states).not.toContain('Zypern');

    await userEvent.type(card.getByLabelText('Erster Tag'), '2025-09-01');
    await userEvent.type(card.getByLabelText('Letzter Tag'), '2026-08-31');
    await userEvent.selectOptions(card.getByLabelText('Ausgestellt von'), 'Deutschland');
    await userEvent.selectOptions(
      card.getByLabelText('Dokument'),
      'Visum für den längerfristigen Aufenthalt (D)',
    );
    await userEvent.click(card.getByRole('button', { name: 'Zeitraum hinzufügen' }));
    await screen.findByText(/Deutschland\): 1\. September 2025 bis 31\. August 2026/);
    expect(posted).toEqual([
      { from: '2025-09-01', to: '2026-08-31', issuing_state: 'Germany', kind: 'long_stay_visa' },
    ]);
  });
});

describe('the residence permits and long-stay visas in Arabic', () => {
  it('lists a period in Arabic', async () => {
    serve([aPeriod()]);
    await renderCard('ar');
    expect(
      await screen.findByText('تصريح إقامة صادر عن فرنسا: من 1 مارس 2025 إلى 28 فبراير 2026'),
    ).toBeInTheDocument();
  });
});
