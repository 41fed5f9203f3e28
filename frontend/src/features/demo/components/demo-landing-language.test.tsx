import { screen, waitFor, within } from '@testing-library/react';

import type { PageLanguage } from '../../../lib/i18n/language-provider';
import { toProductConfig } from '../../../lib/product-config';
import { TEST_PRODUCT_CONFIG } from '../../../testing/builders';
import { pageIn } from '../../../testing/page-language';
import { renderWithProviders } from '../../../testing/render';
import { DemoLanding } from './demo-landing';

// Monday 30 June 2025, midday UTC (the browser's zone in tests).
const NOW = new Date('2025-06-30T12:00:00Z');

function renderDemo(page: PageLanguage) {
  return renderWithProviders(
    <DemoLanding config={toProductConfig(TEST_PRODUCT_CONFIG)} now={() => NOW} />,
    { user: null, page },
  );
}

/** The day button of an ISO date, once the demo calendar has loaded. */
async function day(date: string): Promise<HTMLButtonElement> {
  let button: HTMLButtonElement | null = null;
  await waitFor(() => {
    button = document.querySelector<HTMLButtonElement>(`button[data-date="${date}"]`);
    expect(button).not.toBeNull();
  });
  return button!;
}

type User = ReturnType<typeof renderDemo>['user'];

async function clickDays(user: User, ...dates: string[]) {
  for (const date of dates) await user.click(await day(date));
}

describe("DemoLanding in the page's language (issue #21)", () => {
  it('speaks German: status cards, month, what a click did, the visits and the limit dialog', async () => {
    const { user } = renderDemo(await pageIn('de'));
    const demo = await screen.findByRole('region', { name: 'Demo-Kalender' });
    expect(within(demo).getByRole('tab', { name: 'Kalenderansicht' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(demo).getByRole('heading', { level: 3, name: 'Juni 2025' })).toBeInTheDocument();
    expect(within(demo).getByRole('button', { name: 'Vorheriger Monat' })).toBeEnabled();
    expect(within(demo).getByText('Noch 6 von 6 Demo-Klicks übrig.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Status' })).toHaveTextContent(
      'StatusAußerhalbHeute nicht im Schengen-Raum',
    );

    await clickDays(user, '2025-06-12', '2025-06-03');
    expect(
      screen.getByText('Aufenthalt vom 3. Juni 2025 bis zum 12. Juni 2025 hinzugefügt.'),
    ).toBeInTheDocument();
    const used = screen.getByRole('region', {
      name: 'Verbrauchte Tage in den letzten 180 Tagen',
    });
    expect(used).toHaveTextContent('10');
    // 10 of 90 days: Intl writes the percentage the German way (a no-break space before %).
    expect(within(used).getByText('11 % von 90 Tagen')).toBeInTheDocument();
    expect(within(used).getByRole('progressbar')).toHaveAccessibleName(
      'Auslastung: 11\u00a0% von 90 Tagen',
    );
    expect(screen.getByText('Noch 4 von 6 Demo-Klicks übrig.')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Demo-Aufenthalte' }));
    const list = screen.getByRole('list', { name: 'Demo-Aufenthalte' });
    expect(within(list).getByText('3. Juni 2025 – 12. Juni 2025')).toBeInTheDocument();
    expect(within(list).getByText('10 Tage, abgeschlossen')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Kalenderansicht' }));
    await clickDays(user, '2025-06-20', '2025-06-21', '2025-06-25', '2025-06-26', '2025-06-27');
    const dialog = await screen.findByRole('dialog', { name: 'Demo-Limit erreicht' });
    expect(dialog).toHaveTextContent(
      'Sie haben die 6 Klicks der Demo verbraucht, genug für 3 Beispielaufenthalte.',
    );
    expect(within(dialog).getByText('Der vollständige 12-Monats-Kalender')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Kostenlos registrieren' })).toHaveAttribute(
      'href',
      '/auth',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Demo fortsetzen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('walks the tutorial in German', async () => {
    const { user } = renderDemo(await pageIn('de'));
    await day('2025-06-30');
    await user.click(screen.getByRole('button', { name: "So funktioniert's" }));
    const dialog = await screen.findByRole('dialog', { name: 'So funktioniert Test Tracker' });
    expect(within(dialog).getByText('Schritt 1 von 5')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Die 90/180-Tage-Regel' })).toBeVisible();
    for (let step = 0; step < 4; step += 1) {
      await user.click(within(dialog).getByRole('button', { name: 'Weiter' }));
    }
    expect(within(dialog).getByText('Schritt 5 von 5')).toBeInTheDocument();
    expect(dialog).toHaveTextContent(
      'Die Demo erlaubt 6 Klicks, genug für 3 Beispielaufenthalte, und nichts verlässt Ihren Browser.',
    );
    expect(within(dialog).getByRole('button', { name: 'Kalender ausprobieren' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Anleitung schließen' })).toBeVisible();
  });

  it("counts in Arabic's plural forms, with Arabic month names", async () => {
    const { user } = renderDemo(await pageIn('ar'));
    const demo = await screen.findByRole('region', { name: 'تقويم العرض التجريبي' });
    expect(within(demo).getByRole('heading', { level: 3, name: 'يونيو 2025' })).toBeInTheDocument();
    expect(within(demo).getByRole('button', { name: 'الشهر السابق' })).toBeEnabled();

    await clickDays(user, '2025-06-03', '2025-06-04', '2025-06-10', '2025-06-12');
    // Two clicks left (the dual), a visit of two days (the dual) and one of three (few).
    expect(screen.getByText('تبقّت نقرتان من أصل 6 نقرات تجريبية.')).toBeInTheDocument();
    expect(screen.getByText('أُضيفت زيارة من 10 يونيو 2025 إلى 12 يونيو 2025.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'الزيارات التجريبية' }));
    const list = screen.getByRole('list', { name: 'الزيارات التجريبية' });
    expect(within(list).getByText('3 أيام، مكتملة')).toBeInTheDocument();
    expect(within(list).getByText('يومان، مكتملة')).toBeInTheDocument();
    expect(within(list).getByText('3 يونيو 2025 – 4 يونيو 2025')).toBeInTheDocument();
  });
});
