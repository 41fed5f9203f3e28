import { screen, waitFor } from '@testing-library/react';
import { createRoot } from 'react-dom/client';

import { renderingOutsideAct } from '../../testing/outside-act';

import { hydratedLater } from './hydrated-later';

function Part({ label }: { label: string }) {
  return <button type="button">{label}</button>;
}

const browser = renderingOutsideAct();

describe('hydratedLater', () => {
  it("renders its fallback until the part's code has arrived, then the part with its controls enabled", async () => {
    let arrive: (part: typeof Part) => void = () => undefined;
    const Later = hydratedLater(
      () =>
        new Promise<typeof Part>((resolve) => {
          arrive = resolve;
        }),
      <p>Loading the part</p>,
    );
    const container = document.body.appendChild(document.createElement('div'));
    browser.keep(createRoot(container)).render(<Later label="Plan" />);
    expect(await screen.findByText('Loading the part')).toBeInTheDocument();

    arrive(Part);

    await waitFor(() => expect(screen.getByRole('button', { name: 'Plan' })).toBeEnabled());
    expect(screen.queryByText('Loading the part')).not.toBeInTheDocument();
  });
});
