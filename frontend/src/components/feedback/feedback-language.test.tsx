import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { LanguageProvider } from '../../lib/i18n/language-provider';
import { pageIn } from '../../testing/page-language';
import { LoadErrorAlert } from './load-error-alert';
import { LoadingSpinner } from './loading-spinner';
import { ToastProvider, useToast } from './toast';

function Trigger() {
  const { toast } = useToast();
  return <button onClick={() => toast({ title: 'Gespeichert' })}>zeigen</button>;
}

describe("the loading and error states and the toasts, in the page's language", () => {
  it('say Loading, Try again, the notifications region and Close in German', async () => {
    const page = await pageIn('de');
    const retry = jest.fn();
    const user = userEvent.setup();
    render(
      <LanguageProvider page={page}>
        <ToastProvider>
          <LoadingSpinner />
          <LoadErrorAlert onRetry={retry}>Nicht geladen.</LoadErrorAlert>
          <Trigger />
        </ToastProvider>
      </LanguageProvider>,
    );
    expect(screen.getByRole('progressbar', { name: 'Wird geladen...' })).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('alert')).getByRole('button', { name: 'Erneut versuchen' }),
    );
    expect(retry).toHaveBeenCalledTimes(1);
    const region = screen.getByRole('region', { name: 'Benachrichtigungen (F8)' });
    await user.click(screen.getByRole('button', { name: 'zeigen' }));
    expect(await within(region).findByRole('button', { name: 'Schließen' })).toBeInTheDocument();
  });

  it('say them in Arabic', async () => {
    const page = await pageIn('ar');
    render(
      <LanguageProvider page={page}>
        <LoadingSpinner />
        <LoadErrorAlert onRetry={() => undefined}>لم يُحمَّل.</LoadErrorAlert>
      </LanguageProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('جارٍ التحميل...');
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
  });
});
