import { passwordResetEmail } from './password-reset.template';
import { renderEmail, type Brand } from './email-layout';
import { usernameReminderEmail } from './username-reminder.template';
import { emailTranslator, type EmailTranslator } from './email-translator';

const brand: Brand = {
  productName: 'Schengen Tracker',
  supportEmail: 'support@tracker.example',
  publicUrl: 'https://tracker.example',
};

describe('renderEmail', () => {
  let en: EmailTranslator;
  beforeAll(async () => {
    en = await emailTranslator('en');
  });

  it('escapes every value it interpolates into the HTML part', () => {
    const email = usernameReminderEmail({ ...brand, productName: 'A & B' }, en, {
      username: '<img src=x onerror=alert(1)>',
    });
    expect(email.html).not.toContain('<img');
    expect(email.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(email.html).toContain('A &amp; B');
    expect(email.text).toContain('<img src=x onerror=alert(1)>');
  });

  it('writes an action as a button and as a plain address in both parts', () => {
    const email = renderEmail(brand, en, {
      subject: 'S',
      blocks: [{ kind: 'action', label: 'Go', url: 'https://tracker.example/a?b=1&c=2' }],
    });
    expect(email.html).toContain('href="https://tracker.example/a?b=1&amp;c=2"');
    expect(email.text).toContain('Go:\nhttps://tracker.example/a?b=1&c=2');
  });

  it('signs off and gives the support address in the small print', () => {
    const email = passwordResetEmail(brand, en, {
      username: 'ada',
      resetUrl: 'https://x.example/r',
    });
    for (const part of [email.html, email.text]) {
      expect(part).toContain('The Schengen Tracker team');
      expect(part).toContain('support@tracker.example');
    }
  });
});
