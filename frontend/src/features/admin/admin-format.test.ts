import type { IntlShape } from 'react-intl';

import { intlIn } from '../../testing/page-language';
import { emailResultText, formatCountry, formatMoment } from './admin-format';

let english: IntlShape;
let german: IntlShape;
beforeAll(async () => {
  [english, german] = await Promise.all([intlIn('en'), intlIn('de')]);
});

describe('emailResultText', () => {
  it.each([
    [3, 0, undefined, 'Successfully sent 3 emails.'],
    [1, 1, undefined, 'Successfully sent 1 email. 1 failed.'],
    [40, 0, 60, 'Successfully sent 40 emails. 60 are still being sent.'],
    [40, 2, 58, 'Successfully sent 40 emails. 2 failed. 58 are still being sent.'],
    [5, 0, 0, 'Successfully sent 5 emails.'],
  ])('reads %p sent, %p failed, %p pending as %p', (sent, failed, pending, text) => {
    expect(
      emailResultText(english, { successCount: sent, failureCount: failed, pendingCount: pending }),
    ).toBe(text);
  });

  it("says it in the page's language, its counts by Intl", () => {
    expect(emailResultText(german, { successCount: 1200, failureCount: 1, pendingCount: 1 })).toBe(
      '1.200 E-Mails erfolgreich gesendet. 1 fehlgeschlagen. 1 wird noch gesendet.',
    );
  });
});

describe('emailResultText with users who turned product updates off', () => {
  it('says how many selected users were not e-mailed, apart from the sent and the failed', () => {
    expect(
      emailResultText(english, {
        successCount: 3,
        failureCount: 1,
        pendingCount: 0,
        skippedCount: 2,
      }),
    ).toBe('Successfully sent 3 emails. 1 failed. Not sent to 2: product updates turned off.');
    expect(emailResultText(english, { successCount: 0, failureCount: 0, skippedCount: 1 })).toBe(
      'Successfully sent 0 emails. Not sent to 1: product updates turned off.',
    );
  });
});

describe('formatMoment', () => {
  it("writes a moment as its day in the browser's zone, British long form, with Intl", () => {
    expect(formatMoment('2026-03-03T12:00:00.000Z')).toBe('3 March 2026');
  });

  it("writes it in the page's language", () => {
    expect(formatMoment('2026-03-03T12:00:00.000Z', 'de')).toBe('3. März 2026');
    expect(formatMoment('2026-03-03T12:00:00.000Z', 'ar')).toBe('3 مارس 2026');
  });

  it('shows anything that is no moment as it is', () => {
    expect(formatMoment('not a date')).toBe('not a date');
  });
});

describe('formatCountry', () => {
  it("names a stored country (its English name) in the page's language", () => {
    expect(formatCountry('Czechia', 'de')).toBe('Tschechien');
    expect(formatCountry('Netherlands', 'fr')).toBe('Pays-Bas');
    expect(formatCountry('France', 'en')).toBe('France');
    expect(formatCountry('Atlantis', 'de')).toBe('Atlantis');
  });
});
