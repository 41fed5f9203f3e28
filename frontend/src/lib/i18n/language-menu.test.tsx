import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { LandingRoot } from '../../app/landing/landing-root';
import { AppFrame } from '../../components/layout/app-frame';
import { PresenceBadge } from '../../features/travel/components/presence-badge';
import { StatusCards } from '../../features/travel/components/status-cards';
import { aUser, TEST_PRODUCT_CONFIG } from '../../testing/builders';
import { ENGLISH_PAGE, pageIn } from '../../testing/page-language';
import { renderWithProviders } from '../../testing/render';
import { apiUrl, server } from '../../testing/server';
import { rememberLanguage } from './remember-language';

jest.mock('./remember-language', () => ({
  rememberLanguage: jest.fn(),
}));

const remembered = jest.mocked(rememberLanguage);

afterEach(() => remembered.mockReset());

describe('the language menu and the pages in a language (issue #21)', () => {
  it('shows the app in German: its frame, its footer and the menu on German', async () => {
    renderWithProviders(
      <AppFrame>
        <p>Page</p>
      </AppFrame>,
      { user: aUser(), page: await pageIn('de') },
    );
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    const footer = screen.getByRole('navigation', { name: 'Fußzeile' });
    expect(within(footer).getByRole('link', { name: 'Nutzungsbedingungen' })).toHaveAttribute(
      'href',
      '/terms',
    );
  });

  it("shows the dashboard's travel status in German", async () => {
    renderWithProviders(
      <>
        <PresenceBadge isInside />
        <StatusCards daysUsed={12} daysLeft={78} level="safe" percent={13} barPercent={13} />
      </>,
      { user: aUser(), page: await pageIn('de') },
    );
    expect(screen.getByRole('status')).toHaveTextContent('Derzeit im Schengen-Raum');
    expect(
      screen.getByRole('heading', { name: 'Verbrauchte Tage in den letzten 180 Tagen' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Auslastung' })).toBeInTheDocument();
  });

  it("keeps SPEC's English text in English", () => {
    renderWithProviders(
      <AppFrame>
        <p>Page</p>
      </AppFrame>,
      { user: aUser(), page: ENGLISH_PAGE },
    );
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Like using Test Tracker?' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  });

  it('lists every language in its own name, Arabic right to left, and shows the landing page in Arabic', async () => {
    render(<LandingRoot data={{ config: TEST_PRODUCT_CONFIG }} page={await pageIn('ar')} />);
    const menu = screen.getByRole('combobox', { name: 'اللغة' });
    expect(within(menu).getAllByRole('option')).toHaveLength(16);
    expect(within(menu).getByRole('option', { name: 'العربية' })).toHaveAttribute('dir', 'rtl');
    expect(within(menu).getByRole('option', { name: 'Deutsch' })).toHaveAttribute('lang', 'de');
    expect(screen.getByRole('link', { name: 'أنشئ حسابًا مجانيًا' })).toHaveAttribute(
      'href',
      '/auth',
    );
  });

  it("saves a signed-in user's choice on the profile, then shows the page in it", async () => {
    const saved: unknown[] = [];
    server.use(
      http.put(apiUrl('user/profile'), async ({ request }) => {
        saved.push(await request.json());
        return HttpResponse.json(aUser({ language: 'ar' }));
      }),
    );
    const traveller = aUser({ email_reminders: false, weekly_summaries: true });
    const { user } = renderWithProviders(
      <AppFrame>
        <p>Page</p>
      </AppFrame>,
      { user: traveller },
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ar');
    await waitFor(() => expect(remembered).toHaveBeenCalledWith('ar', undefined));
    // The call requires the e-mail address and both settings (SPEC §7): the stored ones, unchanged.
    expect(saved).toEqual([
      { email: traveller.email, email_reminders: false, weekly_summaries: true, language: 'ar' },
    ]);
  });

  it('keeps the page as it is and says so when the choice cannot be saved', async () => {
    server.use(
      http.put(apiUrl('user/profile'), () =>
        HttpResponse.json(
          { statusCode: 400, error: 'Bad Request', message: 'language must be one of en, …' },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderWithProviders(
      <AppFrame>
        <p>Page</p>
      </AppFrame>,
      { user: aUser() },
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de');
    expect(await screen.findByText('Your language could not be saved')).toBeInTheDocument();
    expect(remembered).not.toHaveBeenCalled();
  });

  it("keeps a visitor's choice without asking the API", async () => {
    render(<LandingRoot data={{ config: TEST_PRODUCT_CONFIG }} page={ENGLISH_PAGE} />);
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ja');
    expect(remembered).toHaveBeenCalledWith('ja');
  });
});
