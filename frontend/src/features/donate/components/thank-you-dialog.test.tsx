import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import type { UserDto } from '@app/contracts';

import { aUser, anErrorBody } from '../../../testing/builders';
import { pageIn } from '../../../testing/page-language';
import { renderApp } from '../../../testing/render';
import { apiUrl, server } from '../../../testing/server';
import { stripeLoader } from '../stripe/load-stripe';
import { TEST_DONATION_OPTIONS } from '../testing/donation-options';
import { FakeStripe } from '../testing/fake-stripe';

beforeEach(() => {
  server.use(http.get(apiUrl('donation-options'), () => HttpResponse.json(TEST_DONATION_OPTIONS)));
});

function answerSuccessCalls(
  answer: () => Response = () => HttpResponse.json({ status: 'recorded' }),
) {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiUrl('donation/success'), async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

function answerUser(user: UserDto) {
  let reads = 0;
  server.use(
    http.get(apiUrl('user'), () => {
      reads += 1;
      return HttpResponse.json(user);
    }),
  );
  return () => reads;
}

/** What Stripe appends when a redirect-based payment (3D Secure, wallets) did not go through. */
const failedReturn =
  'donation=success&amount=5&type=espresso&payment_intent=pi_3Abc&payment_intent_client_secret=pi_3Abc_secret_x&redirect_status=failed';

const thankYou = () => screen.findByRole('dialog', { name: 'Thank you for your support!' });

describe('thank-you dialog on the return from Stripe', () => {
  it.each([
    ['coffee', '3', '£3 for coffee and croissant'],
    ['espresso', '5', '£5 for espresso and cannoli'],
    ['kuchen', '7.50', '£7.50 for Kaffe und Kuchen'],
    ['champagne', '20', '£20 for coffee and croissant'],
  ])('names the food of type %s: %s pounds → %p', async (type, amount, line) => {
    answerSuccessCalls();
    renderApp({ route: `/donate?donation=success&amount=${amount}&type=${type}` });
    const dialog = await thankYou();
    expect(within(dialog).getByText(line)).toBeInTheDocument();
  });

  it.each([
    ['signed out', null],
    ['signed in', aUser()],
  ])('thanks on the return to the product home (SPEC §7), %s', async (_state, signedIn) => {
    answerSuccessCalls();
    const { router } = renderApp({
      route: '/?donation=success&amount=7.50&type=kuchen',
      user: signedIn,
    });
    const dialog = await thankYou();
    expect(within(dialog).getByText('£7.50 for Kaffe und Kuchen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/donate');
  });

  it('falls back to £3 and coffee without an amount or a type', async () => {
    answerSuccessCalls();
    renderApp({ route: '/donate?donation=success' });
    expect(within(await thankYou()).getByText('£3 for coffee and croissant')).toBeInTheDocument();
  });

  it('falls back to £3 for an amount that is not one', async () => {
    renderApp({ route: '/donate?donation=success&amount=lots&type=kuchen' });
    expect(within(await thankYou()).getByText('£3 for Kaffe und Kuchen')).toBeInTheDocument();
  });

  it('posts the success, refreshes the user, clears the query, thanks, and continues to /', async () => {
    const bodies = answerSuccessCalls(() => HttpResponse.json({ status: 'already-recorded' }));
    const reads = answerUser(aUser({ has_donated: true }));
    const { user, router } = renderApp({
      route:
        '/donate?donation=success&amount=5&type=espresso&payment_intent=pi_3Abc&payment_intent_client_secret=pi_3Abc_secret_x&redirect_status=succeeded',
      user: aUser(),
    });

    const dialog = await thankYou();
    expect(dialog).toHaveTextContent("You'll receive a thank you email shortly with your receipt…");
    expect(dialog).toHaveTextContent('Enjoy your time in the EU!');
    expect(within(dialog).getByText(/^A strong espresso and a sweet cannoli/)).toBeInTheDocument();
    await waitFor(() => expect(bodies).toEqual([{ paymentIntentId: 'pi_3Abc' }]));
    await waitFor(() => expect(reads()).toBe(1));
    expect(router.state.location.pathname).toBe('/donate');
    expect(router.state.location.search).toBe('');

    await user.click(within(dialog).getByRole('button', { name: 'Continue Using Test Tracker' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      screen.queryByRole('dialog', { name: 'Thank you for your support!' }),
    ).not.toBeInTheDocument();
  });

  it('marks the signed-in user as a donor at once when the server confirmed the payment', async () => {
    answerSuccessCalls();
    // Auth applies the donation event a moment later: the refreshed user does not show it yet.
    answerUser(aUser({ login_count: 3, has_donated: false }));
    const { user } = renderApp({
      route: '/donate?donation=success&amount=3&type=coffee&payment_intent=pi_3Abc',
      user: aUser({ login_count: 3 }),
    });
    await user.click(
      within(await thankYou()).getByRole('button', { name: 'Continue Using Test Tracker' }),
    );
    await screen.findByRole('heading', { name: /Welcome back, Alice/ });
    expect(
      screen.queryByRole('dialog', { name: 'Enjoying Test Tracker?' }),
    ).not.toBeInTheDocument();
  });

  it('logs a failed success call to the console only and still thanks', async () => {
    answerSuccessCalls(() =>
      HttpResponse.json(anErrorBody(409, 'This payment has not gone through'), { status: 409 }),
    );
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp({ route: '/donate?donation=success&payment_intent=pi_3Abc' });
    await thankYou();
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith(
        'Could not mark the donation as successful',
        expect.anything(),
      ),
    );
  });

  it("shows 'Payment Failed' instead when Stripe reports the payment failed", async () => {
    const bodies = answerSuccessCalls();
    const { router } = renderApp({
      route: '/donate?donation=success&payment_intent=pi_3Abc&redirect_status=failed',
    });
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Payment Failed');
    // No client secret to ask Stripe with: our own words.
    expect(toast).toHaveTextContent('Your payment did not go through, and nothing was charged.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodies).toEqual([]);
    expect(router.state.location.search).toBe('');
  });

  it("shows Stripe's own reason when a redirected payment failed", async () => {
    const bodies = answerSuccessCalls();
    const stripe = new FakeStripe().install();
    stripe.failedPaymentWith('Your card was declined by the 3D Secure check.');
    renderApp({ route: `/donate?${failedReturn}` });
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Payment Failed');
    expect(toast).toHaveTextContent('Your card was declined by the 3D Secure check.');
    expect(stripe.retrieveCalls).toEqual(['pi_3Abc_secret_x']);
    expect(stripeLoader.load).toHaveBeenCalledWith(TEST_DONATION_OPTIONS.publishableKey);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('falls back to our own words when payments are not configured', async () => {
    server.use(
      http.get(apiUrl('donation-options'), () =>
        HttpResponse.json(anErrorBody(503, 'Not configured', 'PAYMENTS_NOT_CONFIGURED'), {
          status: 503,
        }),
      ),
    );
    const stripe = new FakeStripe().install();
    stripe.failedPaymentWith('Your card was declined.');
    renderApp({ route: `/donate?${failedReturn}` });
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Payment Failed');
    expect(toast).toHaveTextContent('Your payment did not go through, and nothing was charged.');
    expect(stripe.retrieveCalls).toEqual([]);
  });

  it('falls back to our own words when Stripe.js cannot be loaded', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(stripeLoader, 'load').mockRejectedValue(new Error('Failed to load Stripe.js'));
    renderApp({ route: `/donate?${failedReturn}` });
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Your payment did not go through, and nothing was charged.');
    expect(logged).toHaveBeenCalledWith(
      'Could not retrieve the failed payment from Stripe',
      expect.anything(),
    );
  });

  it('is not shown without donation=success', async () => {
    renderApp({ route: '/donate?amount=5&type=espresso' });
    await screen.findByRole('list', { name: 'Donation options' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("thanks in the page's language, the amount written its way (issue #21)", async () => {
    answerSuccessCalls();
    renderApp({
      route: '/donate?donation=success&amount=7.50&type=kuchen',
      page: await pageIn('de'),
    });
    const dialog = await screen.findByRole('dialog', {
      name: 'Vielen Dank für Ihre Unterstützung!',
    });
    expect(within(dialog).getByText(/^7,50\s£ für Kaffee und Kuchen$/)).toBeInTheDocument();
    expect(dialog).toHaveTextContent('die schönste aller Nachmittagstraditionen. Vielen Dank!');
    expect(dialog).toHaveTextContent('Genießen Sie Ihre Zeit in der EU!');
    expect(
      within(dialog).getByRole('button', { name: 'Weiter mit Test Tracker' }),
    ).toBeInTheDocument();
  });

  it("says a payment failed in the page's language when Stripe gives no reason", async () => {
    renderApp({
      route: '/donate?donation=success&payment_intent=pi_3Abc&redirect_status=failed',
      page: await pageIn('fr'),
    });
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Échec du paiement');
    expect(toast).toHaveTextContent("Votre paiement n'est pas passé, et rien n'a été débité.");
  });
});
