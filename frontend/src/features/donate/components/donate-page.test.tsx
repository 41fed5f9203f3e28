import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';

import { aUser, anErrorBody } from '../../../testing/builders';
import { pageIn } from '../../../testing/page-language';
import { renderWithProviders } from '../../../testing/render';
import { apiUrl, server } from '../../../testing/server';
import { stripeLoader } from '../stripe/load-stripe';
import { TEST_DONATION_OPTIONS } from '../testing/donation-options';
import { FakeStripe } from '../testing/fake-stripe';
import { DonatePage } from './donate-page';

const CLIENT_SECRET = 'pi_3Test_secret_abc';

function answerOptions() {
  server.use(http.get(apiUrl('donation-options'), () => HttpResponse.json(TEST_DONATION_OPTIONS)));
}

/** Records each create-payment-intent call; answers once `release` is called (if `hold`). */
function answerPaymentIntents({ hold = false } = {}) {
  const calls: Array<{ body: unknown; idempotencyKey: string | null }> = [];
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.post(apiUrl('create-payment-intent'), async ({ request }) => {
      calls.push({
        body: await request.json(),
        idempotencyKey: request.headers.get('idempotency-key'),
      });
      if (hold) await released;
      return HttpResponse.json({ clientSecret: CLIENT_SECRET });
    }),
  );
  return { calls, release };
}

async function renderPage(options: Parameters<typeof renderWithProviders>[1] = {}) {
  const view = renderWithProviders(<DonatePage />, { route: '/donate', ...options });
  await screen.findByRole('heading', { level: 1, name: 'Like using Test Tracker?' });
  return view;
}

const tierButton = (name: RegExp) => screen.findByRole('button', { name });

describe('DonatePage', () => {
  it('shows the three tiers and reaches the payment step of the chosen one', async () => {
    answerOptions();
    const intents = answerPaymentIntents({ hold: true });
    new FakeStripe().install();
    const { user } = await renderPage();

    const list = await screen.findByRole('list', { name: 'Donation options' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(list).toHaveTextContent('Coffee£3coffee and croissant');
    expect(list).toHaveTextContent('Espresso£5espresso and cannoli');
    expect(list).toHaveTextContent('Kuchen£7.50Kaffe und Kuchen');

    await user.click(await tierButton(/Kuchen/));
    // While the payment intent is created every card says so, and none can be chosen.
    await waitFor(() => expect(screen.getAllByText('Loading...')).toHaveLength(3));
    expect(screen.getByRole('button', { name: /Coffee/ })).toBeDisabled();
    intents.release();

    expect(
      await screen.findByRole('heading', { name: 'Complete Your Donation' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Kuchen · £7.50 · Kaffe und Kuchen')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Donate £7.50' })).toBeEnabled();
    expect(await screen.findByTestId('stripe-payment-element')).toBeInTheDocument();
    expect(intents.calls).toEqual([
      {
        body: { amount: 750, productCode: 'kuchen' },
        idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
      },
    ]);
  });

  it("goes back to the tiers with 'Back to donation options', forgetting the intent", async () => {
    answerOptions();
    const intents = answerPaymentIntents();
    new FakeStripe().install();
    const { user } = await renderPage();
    await user.click(await tierButton(/Coffee/));
    await user.click(await screen.findByRole('button', { name: 'Back to donation options' }));
    expect(await screen.findByRole('list', { name: 'Donation options' })).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Complete Your Donation' }),
    ).not.toBeInTheDocument();

    // Choosing again asks for a new intent with a new key.
    await user.click(await tierButton(/Espresso/));
    await screen.findByRole('button', { name: 'Donate £5' });
    expect(intents.calls).toHaveLength(2);
    expect(intents.calls[0]?.idempotencyKey).not.toBe(intents.calls[1]?.idempotencyKey);
  });

  it("shows 'Processing...' while Stripe confirms, then 'Payment Failed' with Stripe's message", async () => {
    answerOptions();
    answerPaymentIntents();
    const stripe = new FakeStripe().install();
    const answer = stripe.answerLater();
    const { user } = await renderPage();
    await user.click(await tierButton(/Espresso/));
    await user.click(await screen.findByRole('button', { name: 'Donate £5' }));

    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    answer('Your card has insufficient funds.');

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Payment FailedYour card has insufficient funds.');
    expect(await screen.findByRole('button', { name: 'Donate £5' })).toBeEnabled();
    expect(stripe.confirmCalls).toEqual([
      {
        confirmParams: {
          return_url: 'http://localhost/?donation=success&amount=5&type=espresso',
        },
      },
    ]);
  });

  it('lets a visitor give an address for the receipt, and asks a signed-in donor for none', async () => {
    answerOptions();
    answerPaymentIntents();
    const stripe = new FakeStripe().install();
    const { user, unmount } = await renderPage();
    await user.click(await tierButton(/Coffee/));
    await user.type(
      await screen.findByLabelText('Email for your receipt (optional)'),
      'visitor@example.com',
    );
    await user.click(screen.getByRole('button', { name: 'Donate £3' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment Failed');
    expect(stripe.confirmCalls[0]?.confirmParams).toMatchObject({
      payment_method_data: { billing_details: { email: 'visitor@example.com' } },
    });
    unmount();

    const signedIn = await renderPage({ user: aUser() });
    await signedIn.user.click(await tierButton(/Coffee/));
    await screen.findByRole('button', { name: 'Donate £3' });
    expect(screen.queryByLabelText('Email for your receipt (optional)')).not.toBeInTheDocument();
  });

  it('says plainly that donations are not configured instead of showing cards', async () => {
    server.use(
      http.get(apiUrl('donation-options'), () =>
        HttpResponse.json(
          anErrorBody(503, 'Donations are not available right now', 'PAYMENTS_NOT_CONFIGURED'),
          { status: 503 },
        ),
      ),
    );
    await renderPage();
    expect(await screen.findByText('Donations are not available')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Card payments are not set up on this server',
    );
    expect(screen.queryByRole('list', { name: 'Donation options' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Test Tracker' })).toHaveAttribute('href', '/');
  });

  it('switches to the not-configured state when creating the intent says so', async () => {
    answerOptions();
    server.use(
      http.post(apiUrl('create-payment-intent'), () =>
        HttpResponse.json(anErrorBody(503, 'Not configured', 'PAYMENTS_NOT_CONFIGURED'), {
          status: 503,
        }),
      ),
    );
    const { user } = await renderPage();
    await user.click(await tierButton(/Coffee/));
    expect(await screen.findByText('Donations are not available')).toBeInTheDocument();
  });

  it('logs a failed intent creation to the console only and keeps the cards', async () => {
    answerOptions();
    server.use(
      http.post(apiUrl('create-payment-intent'), () =>
        HttpResponse.json(anErrorBody(500, 'Boom'), { status: 500 }),
      ),
    );
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await renderPage();
    await user.click(await tierButton(/Coffee/));
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Could not create the payment intent', expect.anything()),
    );
    expect(await tierButton(/Coffee/)).toBeEnabled();
    expect(screen.queryByText('Payment Failed')).not.toBeInTheDocument();
  });

  it('says so when the donation service cannot be reached twice, and tries again', async () => {
    let answers = 0;
    server.use(
      http.get(apiUrl('donation-options'), () => {
        answers += 1;
        return answers <= 2
          ? HttpResponse.json(
              anErrorBody(503, 'The billing service cannot be reached', 'SERVICE_UNAVAILABLE'),
              { status: 503 },
            )
          : HttpResponse.json(TEST_DONATION_OPTIONS);
      }),
    );
    const { user } = await renderPage();
    expect(
      await screen.findByText('Donations are unavailable right now', undefined, { timeout: 3000 }),
    ).toBeInTheDocument();
    // The read and its one automatic retry (lib/api.ts), then nothing until the button.
    expect(answers).toBe(2);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Donation options' })).toBeInTheDocument();
  });

  it('says the card form cannot be loaded when Stripe.js does not load (offline)', async () => {
    answerOptions();
    answerPaymentIntents();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(stripeLoader, 'load').mockRejectedValue(new Error('Failed to load Stripe.js'));
    const { user } = await renderPage();
    await user.click(await tierButton(/Coffee/));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The secure card form could not be loaded.',
    );
    expect(screen.queryByRole('button', { name: /Donate £/ })).not.toBeInTheDocument();
  });

  it('shows a spinner while the options load', async () => {
    server.use(http.get(apiUrl('donation-options'), () => delay('infinite')));
    await renderPage();
    expect(
      screen.getByRole('progressbar', { name: 'Loading donation options' }),
    ).toBeInTheDocument();
  });

  it('notes who processes the payment and who sends the receipt', async () => {
    answerOptions();
    await renderPage();
    expect(
      screen.getByText(/processed securely by Stripe, our card payment provider/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/receipt comes by e-mail from the company that operates Test Tracker/),
    ).toBeInTheDocument();
  });

  describe("in the page's language (issue #21)", () => {
    it('says in German that donations are not configured', async () => {
      server.use(
        http.get(apiUrl('donation-options'), () =>
          HttpResponse.json(
            anErrorBody(503, 'Donations are not available right now', 'PAYMENTS_NOT_CONFIGURED'),
            { status: 503 },
          ),
        ),
      );
      renderWithProviders(<DonatePage />, { route: '/donate', page: await pageIn('de') });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Gefällt Ihnen Test Tracker?' }),
      ).toBeInTheDocument();
      expect(await screen.findByText('Spenden sind nicht verfügbar')).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent(
        'Kartenzahlungen sind auf diesem Server nicht eingerichtet',
      );
      expect(screen.getByText(/sicher von Stripe abgewickelt/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Zurück zu Test Tracker' })).toHaveAttribute(
        'href',
        '/',
      );
    });

    it('names the tiers and writes their amounts the German way', async () => {
      answerOptions();
      renderWithProviders(<DonatePage />, { route: '/donate', page: await pageIn('de') });
      const list = await screen.findByRole('list', { name: 'Spendenoptionen' });
      // Intl writes the pound sign after a German amount, with a no-break space.
      expect(list).toHaveTextContent(/Kaffee3\s£Kaffee und CroissantAuswählen/);
      expect(list).toHaveTextContent(/Espresso5\s£Espresso und CannoliAuswählen/);
      expect(list).toHaveTextContent(/Kuchen7,50\s£Kaffee und KuchenAuswählen/);
    });
  });
});
