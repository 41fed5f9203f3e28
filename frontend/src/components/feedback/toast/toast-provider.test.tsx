import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { LanguageProvider } from '../../../lib/i18n/language-provider';
import { ENGLISH_PAGE } from '../../../testing/page-language';
import { ToastProvider } from './toast-provider';
import type { ToastOptions } from './toast-context';
import { useToast } from './use-toast';

function Trigger({ options, label }: { options: ToastOptions; label: string }) {
  const { toast } = useToast();
  return <button onClick={() => toast(options)}>{label}</button>;
}

function renderToasts() {
  return render(
    <LanguageProvider page={ENGLISH_PAGE}>
      <ToastProvider>
        <Trigger label="first" options={{ title: 'First', description: 'One' }} />
        <Trigger
          label="second"
          options={{ title: 'Second', description: 'Two', variant: 'destructive' }}
        />
      </ToastProvider>
    </LanguageProvider>,
  );
}

describe('ToastProvider', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows at most one toast: a new one replaces the old', async () => {
    const user = userEvent.setup();
    renderToasts();
    await user.click(screen.getByRole('button', { name: 'first' }));
    expect(screen.getByRole('status')).toHaveTextContent('FirstOne');
    await user.click(screen.getByRole('button', { name: 'second' }));
    expect(screen.getByRole('alert')).toHaveTextContent('SecondTwo');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('closes a toast after 5000 ms', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderToasts();
    await user.click(screen.getByRole('button', { name: 'first' }));
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByText('First')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    act(() => jest.runOnlyPendingTimers());
    expect(screen.queryByText('First')).not.toBeInTheDocument();
  });

  it('closes a toast with its close button', async () => {
    const user = userEvent.setup();
    renderToasts();
    await user.click(screen.getByRole('button', { name: 'first' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await screen.findByRole('region', { name: 'Notifications (F8)' });
    expect(await screen.findByRole('button', { name: 'first' })).toBeInTheDocument();
  });

  it('moves focus to the notifications region with F8', async () => {
    const user = userEvent.setup();
    renderToasts();
    await user.click(screen.getByRole('button', { name: 'first' }));
    await user.keyboard('{F8}');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('throws outside its provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Trigger label="x" options={{}} />)).toThrow(
      'useToast must be used within a ToastProvider',
    );
  });
});
