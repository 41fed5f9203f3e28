import { act, screen, within } from '@testing-library/react';

import { productConfigApi } from '../../../lib/product-config';
import { renderApp } from '../../../testing/render';
import { renderLegalPage } from './legal-page.testing';

const GERMAN_NOTE =
  'Diese Übersetzung dient nur zur Information; maßgeblich ist die englische Fassung.';

describe('/terms', () => {
  it('is in English without a translation note, and names the contact address when there is one', async () => {
    const { store } = renderApp({ route: '/terms' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms of Service' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Last updated 16 June 2025')).toBeInTheDocument();
    expect(screen.queryByText(/English version governs/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(12);
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    const contact = screen.getByRole('heading', { level: 2, name: '11. Contact' });
    const section = within(contact.closest('section')!);
    expect(section.getByRole('link', { name: 'help@tracker.example' })).toHaveAttribute(
      'href',
      'mailto:help@tracker.example',
    );
    expect(contact.closest('section')).toHaveTextContent(
      'Questions about these terms are welcome at help@tracker.example.',
    );

    act(() => {
      store.dispatch(
        productConfigApi.util.upsertQueryEntries([
          {
            endpointName: 'getProductConfig',
            arg: undefined,
            value: { product_name: 'Test Tracker', support_email: '' },
          },
        ]),
      );
    });
    expect(
      await section.findByText('Questions about these terms are welcome.'),
    ).toBeInTheDocument();
  });

  it('is in German with the note that the English version governs, its date by Intl', async () => {
    await renderLegalPage('/terms', 'de', {
      title: 'Nutzungsbedingungen',
      note: GERMAN_NOTE,
      lastUpdated: 'Zuletzt aktualisiert am 16. Juni 2025',
    });
    expect(
      screen.getByRole('heading', { level: 2, name: '1. Annahme dieser Bedingungen' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Diese Bedingungen regeln Ihre Nutzung von Test Tracker/),
    ).toBeVisible();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Datenschutzerklärung' }),
    ).toHaveAttribute('href', '/privacy');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(12);
  });

  it('is in Arabic with its note and an Arabic date', async () => {
    await renderLegalPage('/terms', 'ar', {
      title: 'شروط الخدمة',
      note: 'هذه الترجمة للعلم فقط، والنسخة الإنجليزية هي المعتمدة.',
      lastUpdated: 'آخر تحديث: 16 يونيو 2025',
    });
    expect(
      screen.getByRole('heading', { level: 2, name: '10. القانون الواجب التطبيق' }),
    ).toBeInTheDocument();
  });
});
