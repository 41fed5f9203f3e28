import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import type { AdminUserListItemDto } from '@app/contracts';
import type { LanguageCode } from '@app/i18n/web';

import { aUser } from '../../../testing/builders';
import { pageIn } from '../../../testing/page-language';
import { renderWithProviders } from '../../../testing/render';
import { apiUrl, server } from '../../../testing/server';
import { anAdminListUser, someAdminStats, someUserDetails } from '../testing/admin-builders';
import { AdminDashboard } from './admin-dashboard';

jest.mock('./rich-text-editor', () => jest.requireActual('../testing/rich-text-editor-stand-in'));

function serveStats(users: AdminUserListItemDto[]) {
  server.use(http.get(apiUrl('admin/stats'), () => HttpResponse.json(someAdminStats(users))));
}

async function renderDashboard(language: LanguageCode) {
  return renderWithProviders(<AdminDashboard />, {
    route: '/admin',
    user: aUser({ role: 'admin' }),
    page: await pageIn(language),
  });
}

describe("AdminDashboard in the page's language (issue #21)", () => {
  it('speaks German: the cards, the list, its dates and counts, the dialogs', async () => {
    const ada = anAdminListUser({ username: 'ada', entry_count: 1200 });
    const bob = anAdminListUser({ username: 'bob', entry_count: 1, last_entry_date: null });
    serveStats([ada, bob]);
    server.use(
      http.get(apiUrl(`admin/users/${ada.id}/entries`), () =>
        HttpResponse.json(someUserDetails(ada)),
      ),
    );
    const { user } = await renderDashboard('de');
    expect(screen.getByRole('heading', { name: 'Test Tracker – Admin-Dashboard' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Admin-Statistiken werden geladen...');
    await waitForElementToBeRemoved(() =>
      screen.queryByText('Admin-Statistiken werden geladen...'),
    );
    // Figures by Intl: German thousands separators.
    expect(screen.getByRole('region', { name: 'Einträge gesamt' })).toHaveTextContent('1.201');
    expect(screen.getByRole('region', { name: 'Ø Einträge pro Nutzer' })).toHaveTextContent('601');

    const row = screen.getByRole('listitem', { name: 'ada' });
    expect(within(row).getByText('Registriert am 1. Februar 2025')).toBeVisible();
    expect(within(row).getByText('1.200 Einträge')).toBeVisible();
    expect(within(row).getByText('Letzte Aktivität: 10. März 2025')).toBeVisible();
    expect(
      within(screen.getByRole('listitem', { name: 'bob' })).getByText('1 Eintrag'),
    ).toBeVisible();

    await user.click(within(row).getByRole('checkbox', { name: 'ada auswählen' }));
    expect(screen.getByLabelText('Alle Nutzer auswählen (1 von 2 ausgewählt)')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'E-Mail senden (1)' })).toBeEnabled();

    await user.click(within(row).getByRole('button', { name: 'Details von ada anzeigen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nutzerdetails' });
    expect(dialog).toHaveTextContent('Vollständige Reisehistorie von ada');
    const info = await within(dialog).findByRole('region', { name: 'Nutzerinformationen' });
    expect(info).toHaveTextContent('Konto erstellt1. Februar 2025');
    const history = within(dialog).getByRole('region', { name: 'Reisehistorie' });
    const rows = within(history).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('ArtDatumLandNotizenErstelltAktionen');
    // The country, stored by its English name, in German (Intl.DisplayNames).
    expect(rows[1]).toHaveTextContent('Einreise1. März 2025FrankreichParis trip');
    expect(rows[2]).toHaveTextContent('Ausreise10. März 2025--');

    await user.click(
      within(history).getByRole('button', { name: 'Einreise vom 1. März 2025 löschen' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Reiseeintrag löschen' });
    expect(confirm).toHaveTextContent('ArtEinreise');
    expect(confirm).toHaveTextContent('LandFrankreich');
    await user.click(within(confirm).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Reiseeintrag löschen' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('confirms a deletion in Arabic with its plural forms', async () => {
    const sami = anAdminListUser({ username: 'sami', entry_count: 2 });
    serveStats([sami, anAdminListUser({ username: 'lina', entry_count: 3 })]);
    const { user } = await renderDashboard('ar');
    const row = await screen.findByRole('listitem', { name: 'sami' });
    // Two: the dual; three: few.
    expect(within(row).getByText('سجلان')).toBeVisible();
    expect(
      within(screen.getByRole('listitem', { name: 'lina' })).getByText('3 سجلات'),
    ).toBeVisible();

    await user.click(within(row).getByRole('button', { name: 'حذف sami' }));
    const dialog = await screen.findByRole('dialog', { name: 'حذف المستخدم' });
    expect(dialog).toHaveTextContent('جميع سجلات السفر (سجلان)');
    expect(within(dialog).getByText('sami').tagName).toBe('STRONG');
    expect(within(dialog).getByRole('button', { name: 'حذف المستخدم' })).toBeEnabled();
  });
});
