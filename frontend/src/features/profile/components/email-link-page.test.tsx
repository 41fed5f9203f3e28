import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';

import { renderWithProviders } from '../../../testing/render';
import { EmailLinkPage } from './email-link-page';

describe('EmailLinkPage', () => {
  const render = (
    route: string,
    state: { busy?: boolean; error?: unknown; outcome?: ReactNode } = {},
  ) => {
    const onAction = jest.fn();
    const view = renderWithProviders(
      <EmailLinkPage
        title="Do it"
        invalidLink="This link is not valid."
        question="Do you want to do it?"
        action={state.busy ? 'Doing…' : 'Do it now'}
        onAction={onAction}
        busy={state.busy ?? false}
        error={state.error}
        outcome={state.outcome}
        back={{ to: '/elsewhere', label: 'Go back' }}
      />,
      { route },
    );
    return { ...view, onAction };
  };

  it("sends nothing until the button is pressed, then the link's token", async () => {
    const { user, onAction } = render('/link?token=abc.def');
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main');
    expect(main).toContainElement(screen.getByRole('heading', { level: 1, name: 'Do it' }));
    expect(screen.getByText('Do you want to do it?')).toBeInTheDocument();
    expect(onAction).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Do it now' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(onAction).toHaveBeenCalledWith('abc.def');
    expect(screen.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/elsewhere');
  });

  it('says the link is not valid without a token, and offers no button', () => {
    render('/link');
    expect(screen.getByRole('alert')).toHaveTextContent('This link is not valid.');
    expect(screen.queryByRole('button', { name: 'Do it now' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back' })).toBeInTheDocument();
  });

  it('cannot be pressed again while the request is sent', () => {
    render('/link?token=abc', { busy: true });
    expect(screen.getByRole('button', { name: 'Doing…' })).toBeDisabled();
  });

  it("shows a failure's message above the button, or a generic one", () => {
    const { unmount } = render('/link?token=abc', {
      error: { status: 400, message: '400', body: { message: 'This link has expired.' } },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('This link has expired.');
    expect(screen.getByRole('button', { name: 'Do it now' })).toBeEnabled();
    unmount();
    render('/link?token=abc', { error: { status: 'FETCH_ERROR', error: 'offline' } });
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred. Please try again.');
  });

  it('replaces the question and the button with the outcome', () => {
    render('/link?token=abc', { outcome: 'It is done.' });
    expect(screen.getByRole('alert')).toHaveTextContent('It is done.');
    expect(screen.queryByText('Do you want to do it?')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Do it now' })).not.toBeInTheDocument();
  });
});
