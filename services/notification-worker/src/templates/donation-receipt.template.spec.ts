import type { Brand } from './email-layout';
import { donationReceiptEmail } from './donation-receipt.template';
import { emailTranslator, type EmailTranslator } from './email-translator';

const brand: Brand = {
  productName: 'Schengen Tracker',
  supportEmail: 'support@tracker.example',
  publicUrl: 'https://tracker.example',
};

const receipt = {
  displayName: 'Ada',
  paymentIntentId: 'pi_3Nabc123',
  amountPence: 750,
  productCode: 'kuchen' as const,
  donatedAt: '2025-06-15T23:30:00.000Z',
};

describe('donationReceiptEmail', () => {
  let en: EmailTranslator;
  beforeAll(async () => {
    en = await emailTranslator('en');
  });

  it('names the amount, the tier’s food, the day and the payment reference in both parts', () => {
    const email = donationReceiptEmail(brand, en, receipt);
    expect(email.subject).toBe('Thank you for your £7.50 donation to Schengen Tracker');
    for (const part of [email.text, email.html]) {
      expect(part).toContain('Hello Ada,');
      expect(part).toContain('£7.50');
      expect(part).toContain('Kaffe und Kuchen');
      expect(part).toContain('15 June 2025');
      expect(part).toContain('pi_3Nabc123');
      expect(part).toContain('processed securely by Stripe');
    }
  });

  it.each([
    [300, 'coffee', '£3.00', 'coffee and croissant'],
    [500, 'espresso', '£5.00', 'espresso and cannoli'],
  ] as const)('writes %i pence of %s as %s for %s', (amountPence, productCode, amount, food) => {
    const email = donationReceiptEmail(brand, en, { ...receipt, amountPence, productCode });
    expect(email.subject).toContain(amount);
    expect(email.text).toContain(`Thank you for the ${food}!`);
  });

  it('greets a visitor without a name and escapes the name it has', () => {
    expect(donationReceiptEmail(brand, en, { ...receipt, displayName: null }).text).toContain(
      'Hello,',
    );
    const email = donationReceiptEmail(brand, en, { ...receipt, displayName: '<b>Ada</b>' });
    expect(email.html).not.toContain('<b>Ada</b>');
    expect(email.html).toContain('&lt;b&gt;Ada&lt;/b&gt;');
  });
});
