import { screen, within } from '@testing-library/react';

import { renderApp } from '../../../testing/render';
import { renderLegalPage } from './legal-page.testing';

describe('/privacy', () => {
  it('names each cookie category the cookie banner offers, and what it covers', async () => {
    renderApp({ route: '/privacy' });
    const heading = await screen.findByRole('heading', { level: 2, name: '7. Cookies' });
    const section = within(heading.closest('section')!);
    expect(section.getByText(/We use session and preference cookies only/)).toBeVisible();
    const items = section.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      expect.stringMatching(/^Necessary: a session cookie that keeps you signed in/),
      expect.stringMatching(/^Functional: .*We set none today/),
      expect.stringMatching(/^Analytics: .*We set none today/),
    ]);
    expect(section.getByText('Necessary').tagName).toBe('STRONG');
    expect(screen.queryByText(/English version governs/)).not.toBeInTheDocument();
  });

  it('is in German: the note, the date by Intl, the cookie categories named as the banner names them', async () => {
    await renderLegalPage('/privacy', 'de', {
      title: 'Datenschutzerklärung',
      note: 'Diese Übersetzung dient nur zur Information; maßgeblich ist die englische Fassung.',
      lastUpdated: 'Zuletzt aktualisiert am 16. Juni 2025',
    });
    const heading = screen.getByRole('heading', { level: 2, name: '7. Cookies' });
    const items = within(heading.closest('section')!)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      expect.stringMatching(/^Notwendig: ein Sitzungs-Cookie, das Sie angemeldet hält/),
      expect.stringMatching(/^Funktional: .*Derzeit setzen wir keine/),
      expect.stringMatching(/^Analyse: .*Derzeit setzen wir keine/),
    ]);
    const rights = screen.getByRole('heading', { level: 2, name: '9. Ihre Rechte' });
    const section = within(rights.closest('section')!);
    expect(section.getByRole('link', { name: 'help@tracker.example' })).toHaveAttribute(
      'href',
      'mailto:help@tracker.example',
    );
    expect(section.getByRole('link', { name: 'ico.org.uk' })).toHaveAttribute(
      'href',
      'https://ico.org.uk',
    );
  });
});
