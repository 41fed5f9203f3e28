import type { LastDayReminderEmailJob, LevelChangeReminderEmailJob } from '@app/contracts';
import { LANGUAGE_CODES } from '@app/i18n';

import { complianceReminderEmail } from './compliance-reminder.template';
import type { Brand } from './email-layout';
import { emailTranslator, type EmailTranslator } from './email-translator';

const brand: Brand = {
  productName: 'Schengen Tracker',
  supportEmail: 'support@tracker.example',
  publicUrl: 'https://tracker.example',
};
const unsubscribeUrl = 'https://tracker.example/api/unsubscribe?token=abc.def';
const recipient = {
  userId: '5f0c6a3e-4a8b-4c1d-9e2f-0a1b2c3d4e5f',
  to: 'ada@example.com',
  displayName: 'Ada',
};

const levelChange = (
  overrides: Partial<LevelChangeReminderEmailJob> = {},
): LevelChangeReminderEmailJob => ({
  ...recipient,
  reason: 'level-change',
  asOf: '2026-06-01',
  daysUsed: 74,
  level: 'warning',
  previousLevel: 'safe',
  ...overrides,
});

const lastDay = (overrides: Partial<LastDayReminderEmailJob> = {}): LastDayReminderEmailJob => ({
  ...recipient,
  reason: 'last-day',
  asOf: '2026-06-01',
  daysUsed: 83,
  daysRemaining: 7,
  level: 'warning',
  entryDate: '2026-03-11',
  lastDayToStay: '2026-06-08',
  daysUntilLastDay: 7,
  ...overrides,
});

describe('complianceReminderEmail', () => {
  let en: EmailTranslator;
  beforeAll(async () => {
    en = await emailTranslator('en');
  });

  it.each([
    [
      'warning',
      74,
      "Caution: you've used 74 of your 90 Schengen days",
      "Caution: You've used 74 out of 90 days",
    ],
    [
      'danger',
      86,
      "Warning: you're approaching the 90-day Schengen limit",
      "Warning: You're approaching the 90-day limit!",
    ],
    [
      'exceeded',
      93,
      "STOP: you're over the 90-day Schengen limit",
      'STOP: You need to reduce your days as you are over the 90 day limit in a 180 day period',
    ],
  ] as const)(
    'tells a rise into %s with the dashboard status text',
    (level, daysUsed, subject, status) => {
      const email = complianceReminderEmail(brand, en, {
        job: levelChange({ level, daysUsed }),
        unsubscribeUrl,
      });
      expect(email.subject).toBe(subject);
      expect(email.text).toContain(status);
      expect(email.text).toContain(
        `you have used ${daysUsed} days in the 180 days up to Monday, 1 June 2026`,
      );
      expect(email.text).toContain(`Days used in the last 180 days\n${daysUsed}`);
    },
  );

  it('gives the last day to stay, the days left and the entry day of the ongoing visit', () => {
    const email = complianceReminderEmail(brand, en, { job: lastDay(), unsubscribeUrl });
    expect(email.subject).toBe('Your last day to stay in the Schengen Area is in 7 days');
    expect(email.text).toContain('since Wednesday, 11 March 2026');
    expect(email.text).toContain('Last day to stay\nMonday, 8 June 2026');
    expect(email.text).toContain(
      'Days used in the last 180 days: 83. Days not used in the last 180 days: 7.',
    );
    expect(email.html).toContain('Monday, 8 June 2026');
  });

  it('says "tomorrow" when the last day is 1 day away', () => {
    const email = complianceReminderEmail(brand, en, {
      job: lastDay({ daysUntilLastDay: 1, lastDayToStay: '2026-06-02' }),
      unsubscribeUrl,
    });
    expect(email.subject).toBe('Tomorrow is your last day to stay in the Schengen Area');
  });

  it('escapes the name in the HTML part and keeps it as written in the text part', () => {
    const displayName = '<img src=x onerror=alert(1)> & "Bob"';
    const email = complianceReminderEmail(brand, en, {
      job: lastDay({ displayName }),
      unsubscribeUrl,
    });
    expect(email.html).not.toContain('<img');
    expect(email.html).toContain('Hello &lt;img src=x onerror=alert(1)&gt; &amp; &quot;Bob&quot;,');
    expect(email.text).toContain(`Hello ${displayName},`);
  });

  it('links to the dashboard and to the unsubscribe page in both parts', () => {
    const email = complianceReminderEmail(brand, en, { job: levelChange(), unsubscribeUrl });
    for (const part of [email.html, email.text]) {
      expect(part).toContain('https://tracker.example/dashboard');
      expect(part).toContain('e-mail reminders are on in your profile');
    }
    expect(email.html).toContain(`href="${unsubscribeUrl}"`);
    expect(email.text).toContain(`Turn off e-mail reminders:\n${unsubscribeUrl}`);
  });

  describe('about another traveller of the account (ADR 0034 part 5)', () => {
    const sam = { id: '9b2c6f2e-1d3a-4b5c-8d7e-6f5a4b3c2d1e', name: 'Sam' };

    it.each([
      [
        'warning',
        74,
        'Caution: Sam has used 74 of their 90 Schengen days',
        'Caution: Sam has used 74 out of 90 days',
      ],
      [
        'danger',
        86,
        'Warning: Sam is approaching the 90-day Schengen limit',
        'Warning: Sam is approaching the 90-day limit!',
      ],
      [
        'exceeded',
        93,
        'STOP: Sam is over the 90-day Schengen limit',
        'STOP: Sam is over the 90 day limit in a 180 day period and needs to reduce their days',
      ],
    ] as const)(
      'names them in a rise into %s, never saying "you"',
      (level, daysUsed, subject, status) => {
        const email = complianceReminderEmail(brand, en, {
          job: levelChange({ level, daysUsed, traveller: sam }),
          unsubscribeUrl,
        });
        expect(email.subject).toBe(subject);
        expect(email.text).toContain(
          'This e-mail is about Sam, one of the travellers on your account.',
        );
        expect(email.text).toContain(status);
        expect(email.text).toContain(
          `Sam has used ${daysUsed} days in the 180 days up to Monday, 1 June 2026`,
        );
        expect(email.text).not.toMatch(/you've used|you're|you have used/i);
      },
    );

    it('gives their last day to stay and links to their dashboard', () => {
      const email = complianceReminderEmail(brand, en, {
        job: lastDay({ traveller: sam }),
        unsubscribeUrl,
      });
      expect(email.subject).toBe('The last day Sam may stay in the Schengen Area is in 7 days');
      expect(email.text).toContain(
        'Sam has been in the Schengen Area since Wednesday, 11 March 2026',
      );
      expect(email.text).toContain('Last day to stay\nMonday, 8 June 2026');
      expect(email.text).toContain("If Sam's plans have changed, update Sam's travel history");
      for (const part of [email.html, email.text]) {
        expect(part).toContain(`https://tracker.example/dashboard?traveller=${sam.id}`);
      }
      expect(email.text).toContain(
        'To stop only the reminders about Sam, switch off “E-mail reminders about Sam”',
      );
      expect(
        complianceReminderEmail(brand, en, {
          job: lastDay({ traveller: sam, daysUntilLastDay: 1, lastDayToStay: '2026-06-02' }),
          unsubscribeUrl,
        }).subject,
      ).toBe('Tomorrow is the last day Sam may stay in the Schengen Area');
    });

    it('escapes their name in the HTML part', () => {
      const email = complianceReminderEmail(brand, en, {
        job: levelChange({ traveller: { ...sam, name: '<b>Sam</b> & co' } }),
        unsubscribeUrl,
      });
      expect(email.html).not.toContain('<b>Sam</b>');
      expect(email.html).toContain('&lt;b&gt;Sam&lt;/b&gt; &amp; co');
    });

    it.each(LANGUAGE_CODES)(
      'names them in the subject and every paragraph about them in %s',
      async (language) => {
        const t = await emailTranslator(language);
        const name = 'Zoë-Quinn';
        for (const job of [
          levelChange({ traveller: { ...sam, name } }),
          lastDay({ traveller: { ...sam, name } }),
          lastDay({ traveller: { ...sam, name }, daysUntilLastDay: 1 }),
        ]) {
          const email = complianceReminderEmail(brand, t, { job, unsubscribeUrl });
          expect(email.subject).toContain(name);
          // The about line, the status or the stay, and the update line each name them.
          expect(email.text.split(name).length - 1).toBeGreaterThanOrEqual(3);
          // …and differ from the account holder's own e-mail.
          const own = complianceReminderEmail(brand, t, {
            job: { ...job, traveller: undefined },
            unsubscribeUrl,
          });
          expect(own.subject).not.toBe(email.subject);
        }
      },
    );
  });
});
