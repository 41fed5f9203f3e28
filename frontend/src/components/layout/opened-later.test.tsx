import { screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

import { renderingOutsideAct } from '../../testing/outside-act';

import { openedLater } from './opened-later';

interface Props {
  open: boolean;
  title: string;
}

function Dialog({ open, title }: Props) {
  return open ? <div role="dialog" aria-label={title} /> : <p>{title} closed</p>;
}

const browser = renderingOutsideAct();
let root: Root | undefined;

function renderPage(ui: ReactNode) {
  const container = document.body.appendChild(document.createElement('div'));
  root = browser.keep(createRoot(container));
  root.render(ui);
}

describe('openedLater', () => {
  it('starts loading its code at once, renders nothing while closed, and shows the dialog once opened and its code is there', async () => {
    let arrive: (dialog: typeof Dialog) => void = () => undefined;
    const load = jest.fn(
      () =>
        new Promise<typeof Dialog>((resolve) => {
          arrive = resolve;
        }),
    );
    const Later = openedLater(load, ({ open }) => open);
    expect(load).toHaveBeenCalledTimes(1);

    renderPage(
      <>
        <p>Page</p>
        <Later open={false} title="Tutorial" />
      </>,
    );
    expect(await screen.findByText('Page')).toBeInTheDocument();
    // Closed: nothing of the dialog, and nothing suspended (the page is on screen at once).
    expect(screen.queryByText('Tutorial closed')).not.toBeInTheDocument();

    // Opened before its code has arrived: it shows when the code is there.
    root?.render(
      <>
        <p>Page</p>
        <Later open title="Tutorial" />
      </>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    arrive(Dialog);
    expect(await screen.findByRole('dialog', { name: 'Tutorial' })).toBeInTheDocument();

    // Closed again, it stays mounted (a dialog animates closed) and is not loaded again.
    root?.render(
      <>
        <p>Page</p>
        <Later open={false} title="Tutorial" />
      </>,
    );
    await waitFor(() => expect(screen.getByText('Tutorial closed')).toBeInTheDocument());
    expect(load).toHaveBeenCalledTimes(1);
  });
});
