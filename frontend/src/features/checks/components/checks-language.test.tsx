import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import type { TravelEntryDto, UserDto } from '@app/contracts';

import { TodayProvider } from '../../../lib/travel';
import { aUser, aVisit } from '../../../testing/builders';
import { pageIn } from '../../../testing/page-language';
import { renderWithProviders } from '../../../testing/render';
import { apiUrl, server } from '../../../testing/server';
import { DashboardCards } from './dashboard-cards';

/*
 * The cards below the dashboard's tabs in the page's language (issue #21): their texts from the
 * `checks` catalogue, dates and numbers by `Intl`, counted nouns by the language's plural rules.
 */

// Today is 30 June 2025 in the profile's Europe/London.
const NOW = new Date('2025-06-30T12:00:00Z');

async function renderCards(
  language: 'de' | 'ar' | 'ru',
  entries: TravelEntryDto[],
  account: UserDto = aUser(),
) {
  server.use(
    http.get(apiUrl('travel-entries'), () => HttpResponse.json(entries)),
    http.patch(apiUrl('user/travel-settings'), async ({ request }) =>
      HttpResponse.json({ ...account, ...((await request.json()) as object) }),
    ),
  );
  return renderWithProviders(
    <TodayProvider now={() => NOW}>
      <DashboardCards />
    </TodayProvider>,
    { user: account, page: await pageIn(language) },
  );
}

/**
 * A passport that passes both rules with 35 days to spare on the 3-month rule (exit 10 May 2025,
 * expiry 15 September 2025): a warning.
 */
function renderWarnedPassport(language: 'de' | 'ru') {
  return renderCards(
    language,
    aVisit('2025-05-01', '2025-05-10'),
    aUser({
      passport_issue_date: '2020-01-01',
      passport_expiry_date: '2025-09-15',
      ees_registered: true,
    }),
  );
}

describe('the check cards in German', () => {
  it('checks the passport with German dates and the days to spare', async () => {
    const { user } = await renderWarnedPassport('de');
    const card = within(screen.getByRole('region', { name: 'Gültige Passdaten' }));
    await user.click(card.getByRole('button', { name: 'Passgültigkeit prüfen' }));
    const panel = within(screen.getByRole('region', { name: 'Ergebnis der Passprüfung' }));
    expect(await panel.findByText(/^Ihre letzte Ausreise/)).toHaveTextContent(
      'Ihre letzte Ausreise ist am 10. Mai 2025, daher muss Ihr Reisepass mindestens bis zum 11. August 2025 gültig sein. Er läuft am 15. September 2025 ab. Nur noch 35 Tage Spielraum.',
    );
    expect(panel.getByRole('heading', { name: '3-Monats-Prüfung' })).toBeInTheDocument();
    expect(panel.getAllByText('Bestanden')).toHaveLength(2);
    expect(
      panel.getByText(
        'WARNUNG – Sie sollten erwägen, Ihren Reisepass so bald wie möglich zu erneuern',
      ),
    ).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Passprüfung ausblenden' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('counts an insurance year in German, with a German percentage', async () => {
    const { user } = await renderCards('de', [
      ...aVisit('2024-12-20', '2025-01-10'),
      ...aVisit('2025-03-01', '2025-03-31'),
    ]);
    const card = within(screen.getByRole('region', { name: 'Rechner für das Versicherungsjahr' }));
    await user.click(card.getByRole('button', { name: 'Letzte 12 Monate' }));
    expect(await card.findByText('53 Tage im Schengen-Raum')).toBeInTheDocument();
    expect(
      card.getByText('Vom 30. Juni 2024 bis zum 30. Juni 2025 (366 Tage, beide eingeschlossen)'),
    ).toBeInTheDocument();
    expect(card.getByText('59 % von 90 Tagen')).toBeInTheDocument();
    expect(card.getByLabelText('Startdatum')).toHaveValue('2024-06-30');
  });

  it('names the EES start in German, and the ETIAS card its year', async () => {
    await renderCards('de', [], aUser({ ees_registered: true }));
    const ees = within(screen.getByRole('region', { name: 'EES (Einreise-/Ausreisesystem)' }));
    expect(ees.getByText(/^Ab dem 12\. Oktober 2025 erfasst die EU/)).toBeInTheDocument();
    expect(
      ees.getByRole('switch', { name: 'Biometrische EES-Registrierung abgeschlossen' }),
    ).toBeChecked();
    const etias = within(screen.getByRole('region', { name: 'ETIAS' }));
    expect(etias.getByText('Verfügbar ab 2026')).toBeInTheDocument();
    expect(etias.getByLabelText('Beantragt am')).toBeDisabled();
  });
});

describe('the check cards in Arabic', () => {
  it("tells of planned visits under the EES with Arabic's plural forms", async () => {
    await renderCards('ar', [
      ...aVisit('2025-11-01', '2025-11-10'),
      ...aVisit('2026-02-01', '2026-02-05'),
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'مهم: تحديث نظام EES' });
    expect(dialog).toHaveTextContent('لديك زيارتان مخططتان تبدآن في 12 أكتوبر 2025 أو بعده');
    expect(dialog).toHaveTextContent('«اكتمل التسجيل البيومتري في EES»');
  });

  it('counts the days of an insurance year in Arabic', async () => {
    const { user } = await renderCards(
      'ar',
      aVisit('2025-03-01', '2025-03-31'),
      aUser({ ees_registered: true }),
    );
    const card = within(screen.getByRole('region', { name: 'حاسبة سنة التأمين' }));
    await user.click(card.getByRole('button', { name: 'هذا العام' }));
    expect(await card.findByText('31 يومًا في منطقة شنغن')).toBeInTheDocument();
  });
});

describe('the check cards in Russian', () => {
  it('ends a sentence on a date with the abbreviation of its year, and counts the days to spare', async () => {
    const { user } = await renderWarnedPassport('ru');
    await user.click(screen.getByRole('button', { name: 'Проверить паспорт' }));
    const panel = within(screen.getByRole('region', { name: 'Результат проверки паспорта' }));
    expect(await panel.findByText(/^Ваш последний выезд/)).toHaveTextContent(
      'Ваш последний выезд — 10 мая 2025 г., поэтому паспорт должен быть действителен как минимум до 11 августа 2025 г. Срок его действия истекает 15 сентября 2025 г. Запас всего 35 дней.',
    );
  });
});
