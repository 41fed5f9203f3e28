import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';

import type { TravelEntryDto, UserDto } from '@app/contracts';

import Box from '@mui/material/Box';

import type { ComplianceLevel } from '@app/schengen-rules';

import { DemoLanding } from '../../features/demo';
import { TravelStatus, TravelStatusView } from '../../features/travel/status';
import { type ProductConfigDto, productConfigApi } from '../../lib/product-config';
import { signedIn } from '../../lib/session';
import { travelEntriesApi } from '../../lib/travel';
import { NO_TRAVEL_SETTINGS } from '../../lib/travel-settings/no-travel-settings';
import { AppProviders } from '../app';
import { AuthRoute } from '../routes/auth-route';
import { DashboardPage } from '../routes/dashboard-route';
import { DashboardSections } from '../routes/dashboard-sections';
import { makeStore } from '../store';

/**
 * What GET /api/config answers unless the deployment configures otherwise: the gateway's defaults
 * (PRODUCT_NAME and SUPPORT_EMAIL in gateway/src/config/env.schema.ts; a workspace check keeps
 * them equal). A build for other values passes them (scripts/prerender.mjs reads the same names).
 */
export const DEFAULT_PRODUCT_CONFIG: ProductConfigDto = {
  product_name: 'Schengen Tracker',
  support_email: 'support@schengen-tracker.example',
};

/**
 * Where the prerendered dashboard welcomes its user: the gateway writes the user's name (HTML
 * escaped) in its place for each request (gateway/src/pages/dashboard-page.ts).
 */
export const DISPLAY_NAME_TOKEN = '__SCHENGEN_TRACKER_DISPLAY_NAME__';

/** The pages the build prerenders, by the first segment of their address. */
export const PRERENDERED_PAGES: Record<string, { path: string; page: () => ReactNode }> = {
  '': { path: '/', page: () => <DemoLanding /> },
  auth: { path: '/auth', page: () => <AuthRoute /> },
  // The frame and the welcome heading, then an empty slot that the early status script fills
  // with one of the status variants (src/early-dashboard-status.ts), then a screen of nothing,
  // which keeps the footer out of view: nothing in view moves when the status or the app arrives.
  dashboard: {
    path: '/dashboard',
    page: () => (
      <DashboardPage name={DISPLAY_NAME_TOKEN}>
        <div data-early-status="" />
        {STATUS_VARIANTS.map(({ id, figures }) => (
          <template key={id} id={id}>
            <TravelStatusView {...figures} />
          </template>
        ))}
        <Box sx={{ minHeight: '100vh' }} />
      </DashboardPage>
    ),
  },
};

const LEVELS: ComplianceLevel[] = ['safe', 'warning', 'danger', 'exceeded'];

/**
 * The dashboard's status as the app renders it for each level and presence, its figures left for
 * the early status script to write (`id`: travel-status-{level}-{inside|outside}).
 */
export const STATUS_VARIANTS = LEVELS.flatMap((level) =>
  [true, false].map((isInside) => ({
    id: `travel-status-${level}-${isInside ? 'inside' : 'outside'}`,
    figures: { level, isInside, daysUsed: 0, daysLeft: 90, percent: 0, barPercent: 0 },
  })),
);

const SAMPLE_USER: UserDto = {
  id: '00000000-0000-4000-8000-000000000000',
  username: 'sample',
  email: 'sample@example.com',
  first_name: 'Sample',
  last_name: null,
  timezone: 'UTC',
  email_reminders: true,
  weekly_summaries: true,
  product_updates: true,
  has_donated: false,
  login_count: 1,
  passport_issue_date: null,
  passport_expiry_date: null,
  created_at: '2026-01-01T00:00:00.000Z',
  role: 'user',
  ...NO_TRAVEL_SETTINGS,
};

/** A past visit and an ongoing one, as of `today`: days in and out of visits, both kinds of card. */
function sampleEntries(today: Date): TravelEntryDto[] {
  const day = (offset: number) =>
    new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const entry = (id: number, entry_type: 'entry' | 'exit', offset: number): TravelEntryDto => ({
    id: `sample-${id}`,
    user_id: SAMPLE_USER.id,
    entry_type,
    entry_date: day(offset),
    country: 'France',
    notes: null,
    created_at: `${day(offset)}T12:00:00.000Z`,
  });
  return [entry(1, 'entry', -60), entry(2, 'exit', -50), entry(3, 'entry', -3)];
}

/**
 * Pages whose prerendered HTML also carries the styles of what the app renders later, so that
 * the app's Emotion cache finds them in place instead of inserting them while the page starts
 * (~100 ms on a phone for the dashboard, docs/adr/0015): the dashboard as it looks with visits.
 * Only their <style> tags are kept (scripts/prerender.mjs).
 */
export const STYLE_SOURCES: Record<string, () => ReactNode> = {
  dashboard: () => (
    <DashboardPage name={SAMPLE_USER.username}>
      <TravelStatus />
      <DashboardSections />
    </DashboardPage>
  ),
};

/**
 * A page as the app's first render on a signed-out visitor's screen shows it, as HTML: the same
 * providers, theme and components, the configuration the gateway answers (`config`), and what
 * loads lazily (the demo calendar, the dialogs) still loading. The build writes it into the page's
 * HTML (scripts/prerender.mjs), so that it paints before any JavaScript has run.
 *
 * On the server Emotion writes each style as a <style data-emotion> tag before the element that
 * first uses it; scripts/prerender.mjs moves them into <head>, where the app's Emotion cache
 * adopts them instead of inserting them again.
 */
export function renderPage(segment: string, config: ProductConfigDto = DEFAULT_PRODUCT_CONFIG) {
  const prerendered = PRERENDERED_PAGES[segment];
  if (!prerendered) throw new Error(`no prerendered page for /${segment}`);
  return renderWithProviders(prerendered.path, prerendered.page(), config);
}

/** The markup of `segment`'s STYLE_SOURCES (empty when it has none), for its Emotion styles. */
export function renderStyleSource(
  segment: string,
  config: ProductConfigDto = DEFAULT_PRODUCT_CONFIG,
  today: Date = new Date(),
) {
  const source = STYLE_SOURCES[segment];
  const prerendered = PRERENDERED_PAGES[segment];
  if (!source || !prerendered) return '';
  return renderWithProviders(prerendered.path, source(), config, (store) => {
    store.dispatch(signedIn(SAMPLE_USER));
    store.dispatch(
      travelEntriesApi.util.upsertQueryEntries([
        { endpointName: 'listEntries', arg: undefined, value: sampleEntries(today) },
      ]),
    );
  });
}

function renderWithProviders(
  path: string,
  page: ReactNode,
  config: ProductConfigDto,
  prepare?: (store: ReturnType<typeof makeStore>) => void,
) {
  const store = makeStore();
  prepare?.(store);
  store.dispatch(
    productConfigApi.util.upsertQueryEntries([
      {
        endpointName: 'getProductConfig',
        arg: undefined,
        value: config,
      },
    ]),
  );
  return renderToStaticMarkup(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </AppProviders>,
  );
}
