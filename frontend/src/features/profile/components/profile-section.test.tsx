import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import type { UserDto } from '@app/contracts';

import { TodayProvider } from '../../../lib/travel';
import { aTravelEntry, aUser, anErrorBody } from '../../../testing/builders';
import { pageIn } from '../../../testing/page-language';
import { renderWithProviders } from '../../../testing/render';
import { apiUrl, server } from '../../../testing/server';
import { ProfileSection } from './profile-section';

function answerProfileUpdates(saved: unknown[] = []) {
  server.use(
    http.put(apiUrl('user/profile'), async ({ request }) => {
      const body = (await request.json()) as Partial<UserDto>;
      saved.push(body);
      return HttpResponse.json(aUser(body));
    }),
  );
  return saved;
}

describe('ProfileSection', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows the username read-only and the saved values', () => {
    renderWithProviders(<ProfileSection />, {
      user: aUser({
        passport_issue_date: '2020-03-01',
        weekly_summaries: false,
        product_updates: false,
      }),
    });
    const username = screen.getByLabelText('Username');
    expect(username).toHaveValue('alice');
    expect(username).toHaveAttribute('readonly');
    expect(screen.getByText('Username cannot be changed')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Alice');
    expect(screen.getByLabelText('Passport issue date')).toHaveValue('2020-03-01');
    expect(screen.getByRole('combobox', { name: 'Timezone' })).toHaveValue('Europe/London');
    expect(screen.getByRole('switch', { name: 'Email Reminders' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Weekly Summaries' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Product Updates' })).not.toBeChecked();
  });

  it("refuses an invalid e-mail with 'Invalid email' and sends nothing", async () => {
    const saved = answerProfileUpdates();
    const { user } = renderWithProviders(<ProfileSection />, { user: aUser() });
    const email = screen.getByRole('textbox', { name: /^email/i });
    await user.clear(email);
    await user.type(email, 'alice-at-example');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it("saves the profile, empty fields as null, and says 'Profile updated successfully'", async () => {
    const saved = answerProfileUpdates();
    const { user, store } = renderWithProviders(<ProfileSection />, { user: aUser() });
    await user.clear(screen.getByLabelText('Last name'));
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), '  Alicia ');
    await user.click(screen.getByRole('switch', { name: 'Weekly Summaries' }));
    await user.click(screen.getByRole('switch', { name: 'Product Updates' }));
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));

    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(saved).toEqual([
      {
        first_name: 'Alicia',
        last_name: null,
        email: 'alice@example.com',
        timezone: 'Europe/London',
        passport_issue_date: null,
        passport_expiry_date: null,
        email_reminders: true,
        weekly_summaries: false,
        product_updates: false,
      },
    ]);
    const cached = store.getState().api.queries['getCurrentUser(undefined)']?.data as UserDto;
    expect(cached.first_name).toBe('Alicia');
  });

  it("says 'Failed to update profile' with the server's message", async () => {
    server.use(
      http.put(apiUrl('user/profile'), () =>
        HttpResponse.json(anErrorBody(409, 'That email address is already in use', 'CONFLICT'), {
          status: 409,
        }),
      ),
    );
    const { user } = renderWithProviders(<ProfileSection />, { user: aUser() });
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to update profile');
    expect(alert).toHaveTextContent('That email address is already in use');
  });

  it('saves passport dates by themselves after a 1000 ms pause', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const saved = answerProfileUpdates();
    renderWithProviders(<ProfileSection />, { user: aUser({ first_name: 'Alice' }) });
    await act(async () => {
      fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Not saved yet' } });
    });
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Passport issue date'), {
        target: { value: '2019-05-02' },
      });
    });
    act(() => jest.advanceTimersByTime(999));
    expect(saved).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ first_name: 'Alice', passport_issue_date: '2019-05-02' });
    expect(await screen.findByText('Passport dates saved')).toBeInTheDocument();
  });

  it('does not auto-save an expiry before the issue date', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const saved = answerProfileUpdates();
    renderWithProviders(<ProfileSection />, {
      user: aUser({ passport_issue_date: '2020-01-01' }),
    });
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Passport expiry date'), {
        target: { value: '2019-12-31' },
      });
    });
    act(() => jest.advanceTimersByTime(2000));
    expect(saved).toEqual([]);
  });

  it('shows the passport rules of the server inline and saves nothing', async () => {
    const saved = answerProfileUpdates();
    const { user } = renderWithProviders(
      <TodayProvider now={() => new Date('2026-03-10T12:00:00Z')}>
        <ProfileSection />
      </TodayProvider>,
      { user: aUser({ passport_issue_date: '2020-01-01', passport_expiry_date: '2030-01-01' }) },
    );
    fireEvent.change(screen.getByLabelText('Passport issue date'), {
      target: { value: '2026-03-11' },
    });
    fireEvent.change(screen.getByLabelText('Passport expiry date'), {
      target: { value: '2026-03-11' },
    });
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(
      await screen.findByText(
        'Passport issue date cannot be in the future: enter the date printed in your passport',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Passport expiry date must be after the issue date'),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('downloads everything we hold as one JSON file, as the server composed it', async () => {
    const document = {
      format_version: 1,
      exported_at: '2025-07-01T10:00:00.000Z',
      profile: { username: 'alice' },
      email_preferences: { email_reminders: true },
      travel_entries: [aTravelEntry({ entry_date: '2025-06-01' })],
      donations: [],
      scheduled_reminders: [],
    };
    server.use(
      http.get(apiUrl('user/export'), () =>
        HttpResponse.json(document, {
          headers: { 'content-disposition': 'attachment; filename="my-data-2025-07-01.json"' },
        }),
      ),
    );
    const blobs: Blob[] = [];
    const createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:my-data';
    });
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    const { user } = renderWithProviders(<ProfileSection />, { user: aUser() });
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Data downloaded')).toBeInTheDocument();
    expect(clicked).toEqual(['my-data-2025-07-01.json']);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(JSON.parse(await blobs[0]!.text())).toEqual(document);
  });

  it('opens the delete-account confirmation with a title', async () => {
    const { user } = renderWithProviders(<ProfileSection />, { user: aUser() });
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).getByText(/cannot be undone/)).toBeInTheDocument();
  });

  it("speaks the page's language: German labels, rules and texts (issue #21)", async () => {
    const saved = answerProfileUpdates();
    const { user } = renderWithProviders(<ProfileSection />, {
      user: aUser({ pending_email: 'alice@new.example' }),
      page: await pageIn('de'),
    });
    const profile = screen.getByRole('form', { name: 'Profil' });
    expect(screen.getByRole('heading', { name: 'Passwort und Geräte' })).toBeInTheDocument();
    expect(within(profile).getByLabelText('Benutzername')).toHaveValue('alice');
    expect(within(profile).getByText('Der Benutzername kann nicht geändert werden')).toBeVisible();
    expect(within(profile).getByRole('combobox', { name: 'Zeitzone' })).toBeInTheDocument();
    expect(within(profile).getByRole('switch', { name: 'E-Mail-Erinnerungen' })).toBeChecked();
    expect(
      within(profile).getByText(/Wir warten auf Ihre Bestätigung von alice@new\.example/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Meine Daten herunterladen' })).toBeInTheDocument();

    const email = within(profile).getByRole('textbox', { name: /^e-mail/i });
    await user.clear(email);
    await user.type(email, 'alice-at-example');
    await user.click(within(profile).getByRole('button', { name: 'Profil speichern' }));
    expect(await within(profile).findByText('Ungültige E-Mail-Adresse')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it("checks a new password in the page's language (issue #21)", async () => {
    const { user } = renderWithProviders(<ProfileSection />, {
      user: aUser(),
      page: await pageIn('de'),
    });
    const password = screen.getByRole('form', { name: 'Passwort ändern' });
    await user.type(within(password).getByLabelText(/^neues passwort\W*$/i), 'short');
    await user.click(within(password).getByRole('button', { name: 'Passwort ändern' }));
    expect(
      await within(password).findByText('Das Passwort muss mindestens 8 Zeichen lang sein'),
    ).toBeInTheDocument();
    expect(within(password).getByText('Geben Sie Ihr aktuelles Passwort ein')).toBeInTheDocument();
  });
});
