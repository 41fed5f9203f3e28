import { screen, within } from '@testing-library/react';

import { renderApp } from '../../../testing/render';

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
  });
});
