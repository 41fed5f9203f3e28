import { screen, waitFor } from '@testing-library/react';
import { createRoot, type Root } from 'react-dom/client';

import { hydratedLater } from './hydrated-later';

function Part({ label }: { label: string }) {
  return <button type="button">{label}</button>;
}

// React retries a part whose code has arrived from a listener on its promise; inside `act` (React
// Testing Library's render) that retry waits for an `act` that never comes. Rendered as in the
// browser instead.
let root: Root | undefined;
let actEnvironment: unknown;
beforeEach(() => {
  actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
});
afterEach(() => {
  root?.unmount();
  document.body.replaceChildren();
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
});

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
    root = createRoot(container);
    root.render(<Later label="Plan" />);
    expect(await screen.findByText('Loading the part')).toBeInTheDocument();

    arrive(Part);

    await waitFor(() => expect(screen.getByRole('button', { name: 'Plan' })).toBeEnabled());
    expect(screen.queryByText('Loading the part')).not.toBeInTheDocument();
  });
});
