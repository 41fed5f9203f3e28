import { screen } from '@testing-library/react';

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
});
