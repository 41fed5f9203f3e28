// The prerendered dashboard's second script (ADR 0015): it reads the user and their records as
// soon as the page arrives, works out the status with the same rules and summary as the app
// (lib/travel/summarise-visits.ts), and shows it by filling one of the status variants the build
// prerendered (<template id="travel-status-{level}-{inside|outside}">). The status alert is the
// page's largest text on a phone: painted from here it does not wait for the app's ~280 kB. The app
// then renders the same markup over it (nothing moves, no later largest paint) and takes the
// answers from here instead of asking again (src/app/start-app.tsx).
import type { TravelEntryDto, UserDto } from '@app/contracts';

import { COMPLIANCE_ALERTS } from './components/compliance/compliance-alert-texts';
import { env } from './config/env';
import type { EarlyDashboardData } from './lib/early-dashboard';
import { summariseVisits } from './lib/travel/summarise-visits';
import { todayIn } from './lib/travel/today';

/** Reads the user and their records as the app would (the page preloads neither for it). */
async function readDashboardData(): Promise<EarlyDashboardData | null> {
  const read = async <T>(path: string): Promise<T | null> => {
    const response = await fetch(`${env.apiBaseUrl}/${path}`, { credentials: 'include' });
    return response.ok ? ((await response.json()) as T) : null;
  };
  try {
    const [user, entries] = await Promise.all([
      read<UserDto>('user'),
      read<TravelEntryDto[]>('travel-entries'),
    ]);
    return user && Array.isArray(entries) ? { user, entries } : null;
  } catch {
    return null;
  }
}

/**
 * Replaces the page's empty `[data-early-status]` slot with the prerendered status variant for
 * `data`'s figures on `now`, filled in. Returns whether it did (false without a slot or variant).
 */
export function showEarlyStatus(root: ParentNode, data: EarlyDashboardData, now: Date): boolean {
  const slot = root.querySelector('[data-early-status]');
  const summary = summariseVisits(data.entries, todayIn(now, data.user.timezone));
  const variant = `travel-status-${summary.level}-${summary.isInside ? 'inside' : 'outside'}`;
  const template = root.querySelector(`template#${variant}`);
  const status = template instanceof HTMLTemplateElement && template.content.firstElementChild;
  if (!slot || !status) return false;
  const copy = status.cloneNode(true) as Element;
  const text = (stat: string, value: string) => {
    const element = copy.querySelector(`[data-stat="${stat}"]`);
    if (element) element.textContent = value;
  };
  text('days-used', String(summary.daysUsed));
  text('days-left', String(summary.daysLeft));
  text('percent', `${summary.percent}%`);
  // MUI's determinate LinearProgress: the value on the root, the bar moved left by what is left.
  const bar = copy.querySelector('[data-stat="usage-bar"]');
  bar?.setAttribute('aria-valuenow', String(summary.barPercent));
  const fill = bar?.firstElementChild;
  if (fill instanceof HTMLElement)
    fill.style.transform = `translateX(${summary.barPercent - 100}%)`;
  const message = copy.querySelector('.MuiAlert-message');
  if (message) message.textContent = COMPLIANCE_ALERTS[summary.level].text(summary.daysUsed);
  slot.replaceWith(copy);
  return true;
}

if (typeof document !== 'undefined' && document.querySelector('[data-early-status]')) {
  const data = readDashboardData();
  window.schengenTrackerEarlyDashboard = data;
  void data.then((answers) => {
    if (answers) showEarlyStatus(document, answers, new Date());
  });
}
