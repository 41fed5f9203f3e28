import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { anErrorBody } from '../../../testing/builders';
import { pageIn } from '../../../testing/page-language';
import { renderApp } from '../../../testing/render';
import { apiUrl, server } from '../../../testing/server';

describe('UnsubscribePage', () => {
  it('unsubscribes only when the person confirms, with the token from the link', async () => {
    let calls = 0;
    let token: string | null = null;
    server.use(
      http.post(apiUrl('unsubscribe'), ({ request }) => {
        calls += 1;
        token = new URL(request.url).searchParams.get('token');
        return HttpResponse.json({ ok: true, preference: 'email_reminders' });
      }),
    );
    const { user } = renderApp({ route: '/unsubscribe?token=abc.def' });
    const button = await screen.findByRole('button', { name: 'Unsubscribe' });
    expect(calls).toBe(0);
    await user.click(button);
    expect(
      await screen.findByText(/You will no longer receive e-mail reminders/),
    ).toBeInTheDocument();
    expect(calls).toBe(1);
    expect(token).toBe('abc.def');
  });

  it("shows the server's message for a bad link", async () => {
    server.use(
      http.post(apiUrl('unsubscribe'), () =>
        HttpResponse.json(
          anErrorBody(400, 'This unsubscribe link is not valid.', 'VALIDATION_FAILED'),
          {
            status: 400,
          },
        ),
      ),
    );
    const { user } = renderApp({ route: '/unsubscribe?token=forged' });
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This unsubscribe link is not valid.',
    );
  });

  it("is the page's main landmark, which the skip link leads to", async () => {
    renderApp({ route: '/unsubscribe?token=abc.def' });
    const main = await screen.findByRole('main');
    expect(main).toHaveAttribute('id', 'main');
    expect(main).toContainElement(screen.getByRole('heading', { level: 1, name: 'Unsubscribe' }));
  });

  it('says the link is not valid without a token', async () => {
    renderApp({ route: '/unsubscribe' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This unsubscribe link is not valid.',
    );
  });

  it("speaks the page's language, naming the e-mails turned off (issue #21)", async () => {
    server.use(
      http.post(apiUrl('unsubscribe'), () =>
        HttpResponse.json({ ok: true, preference: 'weekly_summaries' }),
      ),
    );
    const { user } = renderApp({ route: '/unsubscribe?token=abc.def', page: await pageIn('de') });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Abbestellen' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Abbestellen' }));
    expect(
      await screen.findByText(/Sie erhalten keine wöchentlichen Übersichten mehr\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zur App' })).toHaveAttribute('href', '/');
  });
});
