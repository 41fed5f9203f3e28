import { act, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { useIntl } from 'react-intl';

import { addCatalogue, type WebMessageId } from '@app/i18n/web';

import { LanguageProvider } from './language-provider';

// A language nothing else of this file loads, with some of its messages: one there from the start,
// then others that arrive while the page is on screen (each test its own).
const PAGE = { language: 'fr' } as const;
const never = new Promise<never>(() => undefined);

/** The message `id` once it is there (suspending for ever then, with `suspendOnArrival`). */
function Late({ id, suspendOnArrival = false }: { id: WebMessageId; suspendOnArrival?: boolean }) {
  const intl = useIntl();
  const hasArrived = intl.messages[id] !== undefined;
  if (hasArrived && suspendOnArrival) use(never);
  return <p>{hasArrived ? intl.formatMessage({ id }) : 'not yet'}</p>;
}

describe('LanguageProvider', () => {
  beforeAll(() => addCatalogue('fr', { 'common.tryAgain': 'Réessayez' }));

  it('gives the text below it a namespace that arrives after the page rendered', async () => {
    render(
      <LanguageProvider page={PAGE}>
        <Late id="dashboard.tabs.history" />
      </LanguageProvider>,
    );
    expect(screen.getByText('not yet')).toBeInTheDocument();

    await act(async () => addCatalogue('fr', { 'dashboard.tabs.history': 'Arrivé' }));

    expect(await screen.findByText('Arrivé')).toBeInTheDocument();
  });

  it('renders a namespace that arrives as a transition: what is shown stays until the new render is ready', async () => {
    // An update of useSyncExternalStore is synchronous: the page rendered again in one long task
    // (900 ms on the dashboard, issue #19), and a part that suspended showed its loading state.
    // A transition keeps the page as it is while the render is not ready.
    render(
      <LanguageProvider page={PAGE}>
        <Suspense fallback={<p>Loading</p>}>
          <Late id="dashboard.tabs.profile" suspendOnArrival />
        </Suspense>
      </LanguageProvider>,
    );

    await act(async () => addCatalogue('fr', { 'dashboard.tabs.profile': 'Encore' }));

    expect(screen.getByText('not yet')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });
});
