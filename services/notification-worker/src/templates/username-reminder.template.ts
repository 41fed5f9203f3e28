import { renderEmail, type Brand, type EmailContent } from './email-layout';

/**
 * The forgot-username answer: the username and a sign-in link (SPEC §7, forgot-username).
 *
 * @example
 * usernameReminderEmail(brand, { username: 'ada' }).subject // → 'Your Schengen Tracker username'
 */
export function usernameReminderEmail(brand: Brand, input: { username: string }): EmailContent {
  return renderEmail(brand, {
    subject: `Your ${brand.productName} username`,
    greeting: 'Hello,',
    blocks: [
      { kind: 'text', text: `You asked for the username of your ${brand.productName} account.` },
      { kind: 'value', label: 'Your username is:', value: input.username },
      {
        kind: 'text',
        text: 'Usernames are case-sensitive. You can also sign in with your e-mail address.',
      },
      { kind: 'action', label: 'Sign in', url: `${brand.publicUrl}/auth` },
    ],
    footer: [
      {
        kind: 'text',
        text: 'If you did not ask for this, you can ignore this e-mail: nothing has changed.',
      },
    ],
  });
}
