import type { WeeklySummaryEmailJob } from '@app/contracts';

import type { Brand } from './email-layout';
import { weeklySummaryEmail } from './weekly-summary.template';
import { emailTranslator, type EmailTranslator } from './email-translator';

const brand: Brand = {
  productName: 'Schengen Tracker',
  supportEmail: 'support@tracker.example',
  publicUrl: 'https://tracker.example',
};
const unsubscribeUrl = 'https://tracker.example/api/unsubscribe?token=abc.def';

const summary = (overrides: Partial<WeeklySummaryEmailJob> = {}): WeeklySummaryEmailJob => ({
  userId: '5f0c6a3e-4a8b-4c1d-9e2f-0a1b2c3d4e5f',
  to: 'ada@example.com',
  displayName: 'Ada',
  asOf: '2026-06-01',
  week: '2026-W23',
  daysUsed: 42,
  daysRemaining: 48,
  level: 'safe',
  isInsideSchengen: true,
  lastDayToStay: '2026-07-20',
  nextTrip: { entryDate: '2026-08-01', exitDate: '2026-08-10', country: 'France' },
  ...overrides,
});

describe('weeklySummaryEmail', () => {
  let en: EmailTranslator;
  beforeAll(async () => {
    en = await emailTranslator('en');
  });

  it('gives days used and left, status, presence, last day to stay and the next trip', () => {
    const email = weeklySummaryEmail(brand, en, { job: summary(), unsubscribeUrl });
    expect(email.subject).toBe('Your weekly Schengen summary: 42 days used, 48 left');
    expect(email.text).toContain('Here is where you stand on Monday, 1 June 2026.');
    expect(email.text).toContain('Days used in the last 180 days\n42');
    expect(email.text).toContain('Days not used in the last 180 days\n48');
    expect(email.text).toContain("You're well within limits. Continue tracking your travels.");
    expect(email.text).toContain('Currently Inside Schengen Area');
    expect(email.text).toContain('Last day to stay\nMonday, 20 July 2026');
    expect(email.text).toContain(
      'Next planned trip\nSaturday, 1 August 2026 to Monday, 10 August 2026, France',
    );
  });

  it('says one day used in the singular', () => {
    const email = weeklySummaryEmail(brand, en, {
      job: summary({ daysUsed: 1, daysRemaining: 89 }),
      unsubscribeUrl,
    });
    expect(email.subject).toBe('Your weekly Schengen summary: 1 day used, 89 left');
  });

  it('leaves out the last day to stay when outside, and says when no trip is planned', () => {
    const email = weeklySummaryEmail(brand, en, {
      job: summary({ isInsideSchengen: false, lastDayToStay: null, nextTrip: null }),
      unsubscribeUrl,
    });
    expect(email.text).toContain('Currently Outside Schengen Area');
    expect(email.text).not.toContain('Last day to stay');
    expect(email.text).toContain('No upcoming trip is recorded.');
  });

  it('writes a planned trip without an exit as open-ended', () => {
    const email = weeklySummaryEmail(brand, en, {
      job: summary({ nextTrip: { entryDate: '2026-08-01', exitDate: null, country: null } }),
      unsubscribeUrl,
    });
    expect(email.text).toContain(
      'Next planned trip\nfrom Saturday, 1 August 2026 (no exit recorded yet)',
    );
  });

  it('escapes the name and the country in the HTML part', () => {
    const email = weeklySummaryEmail(brand, en, {
      job: summary({
        displayName: '<b>Ada</b>',
        nextTrip: { entryDate: '2026-08-01', exitDate: null, country: '<script>x</script>' },
      }),
      unsubscribeUrl,
    });
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<b>Ada</b>');
    expect(email.html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(email.html).toContain('Hello &lt;b&gt;Ada&lt;/b&gt;,');
  });

  it('links to the weekly summaries unsubscribe in both parts', () => {
    const email = weeklySummaryEmail(brand, en, { job: summary(), unsubscribeUrl });
    expect(email.html).toContain(`href="${unsubscribeUrl}"`);
    expect(email.text).toContain(`Turn off weekly summaries:\n${unsubscribeUrl}`);
    expect(email.text).toContain('weekly summaries are on in your profile');
  });

  it('adds a line of figures and the status for each other traveller of the account (ADR 0034 part 5)', () => {
    const email = weeklySummaryEmail(brand, en, {
      job: summary({
        otherTravellers: [
          {
            id: '9b2c6f2e-1d3a-4b5c-8d7e-6f5a4b3c2d1e',
            name: 'Sam',
            daysUsed: 76,
            daysRemaining: 14,
            level: 'warning',
            isInsideSchengen: true,
            lastDayToStay: '2026-06-15',
          },
          {
            id: '1f2e3d4c-5b6a-4789-8a9b-0c1d2e3f4a5b',
            name: 'Kim',
            daysUsed: 1,
            daysRemaining: 89,
            level: 'safe',
            isInsideSchengen: false,
            lastDayToStay: null,
          },
        ],
      }),
      unsubscribeUrl,
    });
    expect(email.text).toContain('The other travellers on your account:');
    expect(email.text).toContain(
      'Sam\n76 days used, 14 left; inside the Schengen Area; last day to stay Monday, 15 June 2026',
    );
    expect(email.text).toContain('Caution: Sam has used 76 out of 90 days');
    expect(email.text).toContain('Kim\n1 day used, 89 left; outside the Schengen Area');
    expect(email.text).toContain('Kim is well within limits.');
    // The account holder's own figures come first, as before.
    expect(email.text.indexOf('Days used in the last 180 days\n42')).toBeLessThan(
      email.text.indexOf('The other travellers'),
    );
    expect(email.subject).toBe('Your weekly Schengen summary: 42 days used, 48 left');
  });

  it('has no travellers section for an account of one traveller', () => {
    for (const otherTravellers of [undefined, []]) {
      const email = weeklySummaryEmail(brand, en, {
        job: summary({ otherTravellers }),
        unsubscribeUrl,
      });
      expect(email.text).not.toContain('The other travellers');
    }
  });
});
