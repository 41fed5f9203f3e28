import { screen } from '@testing-library/react';

import { pageIn } from '../../../testing/page-language';
import { renderApp } from '../../../testing/render';

describe('/faq', () => {
  it('opens one answer at a time and closes it on a second click', async () => {
    const { user } = renderApp({ route: '/faq' });
    const rule = await screen.findByRole('button', { name: 'What is the 90/180 rule?' });
    const counting = screen.getByRole('button', { name: 'How are the days counted?' });
    expect(rule).toHaveAttribute('aria-expanded', 'false');

    await user.click(rule);
    expect(rule).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/look back over that day and the 179 days before it/)).toBeVisible();

    await user.click(counting);
    expect(counting).toHaveAttribute('aria-expanded', 'true');
    expect(rule).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/Both the day you enter and the day you leave count/)).toBeVisible();

    await user.click(counting);
    expect(counting).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('covers every SPEC topic, warns, links to official sources and to /', async () => {
    renderApp({ route: '/faq' });
    for (const question of [
      'What is the 90/180 rule?',
      'What are the most common mistakes?',
      'Which countries are in the Schengen Area?',
      'How did Brexit change travel for UK citizens?',
      'What happens if I overstay?',
      'Do people really get banned?',
      'How are the days counted?',
      'Why does tracking by hand go wrong?',
    ]) {
      expect(await screen.findByRole('button', { name: question })).toBeInTheDocument();
    }
    expect(screen.getByText(/not legal advice/)).toBeInTheDocument();
    const official = screen
      .getAllByRole('link')
      .map((link) => link.getAttribute('href') ?? '')
      .filter((href) => href.startsWith('https://'));
    expect(official.some((href) => href.includes('europa.eu'))).toBe(true);
    expect(official.some((href) => href.includes('gov.uk'))).toBe(true);
    expect(screen.getByRole('link', { name: 'Start Tracking Now' })).toHaveAttribute('href', '/');
    expect(
      screen.getByRole('link', { name: 'GOV.UK: foreign travel advice (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://www.gov.uk/foreign-travel-advice');
    expect(screen.queryByText(/English version governs/)).not.toBeInTheDocument();
  });

  it('lists 29 Schengen countries, Bulgaria and Romania included', async () => {
    const { user } = renderApp({ route: '/faq' });
    await user.click(
      await screen.findByRole('button', { name: 'Which countries are in the Schengen Area?' }),
    );
    const list = screen.getByText(/^Austria, Belgium/).textContent ?? '';
    const countries = list.replace(/\.$/, '').split(/, | and /);
    expect(countries).toHaveLength(29);
    expect(countries).toEqual(expect.arrayContaining(['Bulgaria', 'Romania']));
  });

  it('speaks German: the note, the questions, 29 countries by their German names, the links', async () => {
    const { user } = renderApp({ route: '/faq', page: await pageIn('de') });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Häufig gestellte Fragen' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Diese Übersetzung dient nur zur Information; maßgeblich ist die englische Fassung.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Wie werden die Tage gezählt?' }));
    expect(
      screen.getByText(/Sowohl der Tag der Einreise als auch der Tag der Ausreise zählen/),
    ).toBeVisible();

    await user.click(
      screen.getByRole('button', { name: 'Welche Länder gehören zum Schengen-Raum?' }),
    );
    const list = screen.getByText(/^Belgien, Bulgarien/).textContent ?? '';
    const countries = list.replace(/\.$/, '').split(/, | und /);
    expect(countries).toHaveLength(29);
    expect(countries).toEqual(expect.arrayContaining(['Rumänien', 'die Schweiz', 'Österreich']));

    expect(screen.getByText(/keine Rechtsberatung/)).toBeInTheDocument();
    expect(
      screen.getByRole('link', {
        name: 'Europäische Kommission: der Schengen-Raum (öffnet in einem neuen Tab)',
      }),
    ).toHaveAttribute(
      'href',
      'https://home-affairs.ec.europa.eu/policies/schengen-borders-and-visa/schengen-area_en',
    );
    expect(screen.getByText('Lassen Sie Test Tracker für Sie zählen.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jetzt mit dem Erfassen beginnen' })).toHaveAttribute(
      'href',
      '/',
    );
  });
});
