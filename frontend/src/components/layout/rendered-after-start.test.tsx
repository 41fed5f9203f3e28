import { screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { renderingOutsideAct } from '../../testing/outside-act';
import { renderedAfterStart } from './rendered-after-start';

function Part({ label }: { label: string }) {
  return <button type="button">{label}</button>;
}

function PartLoading({ label }: { label: string }) {
  return <p role="status">{`Loading ${label}`}</p>;
}

/** An Intersection Observer whose targets come near the screen when the test says so. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  isConnected = true;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.isConnected = false;
  }
  /** Reports every target as within the observer's margin of the screen. */
  comeNear() {
    const entries = this.targets.map(
      (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

const browser = renderingOutsideAct();
beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  Reflect.set(globalThis, 'IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'IntersectionObserver');
});

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('renderedAfterStart', () => {
  it("renders only its loading state on the server, without loading the part's code", () => {
    const load = jest.fn(async () => Part);
    const Later = renderedAfterStart(load, PartLoading);

    const html = renderToString(<Later label="the plan" />);

    expect(html).toContain('Loading the plan');
    expect(html).not.toContain('<button');
    expect(load).not.toHaveBeenCalled();
  });

  it('hydrates the loading state as it is, and loads the part only once the page is interactive and the part has come near the screen', async () => {
    const load = jest.fn(async () => Part);
    const Later = renderedAfterStart(load, PartLoading);
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<Later label="the plan" />);
    const serversLoading = screen.getByRole('status');
    const errors: unknown[] = [];

    browser.keep(
      hydrateRoot(container, <Later label="the plan" />, {
        onRecoverableError: (error) => errors.push(error),
      }),
    );
    await waitFor(() => expect(FakeIntersectionObserver.instances).toHaveLength(1));
    await nextTask();

    // Hydrated, not yet near the screen: the server's loading state, the same element.
    expect(errors).toEqual([]);
    expect(screen.getByRole('status')).toBe(serversLoading);
    expect(load).not.toHaveBeenCalled();
    const [observer] = FakeIntersectionObserver.instances;
    expect(observer!.options?.rootMargin).toBe('100% 0px');
    expect(observer!.targets).toEqual([container.firstElementChild]);

    observer!.comeNear();

    expect(await screen.findByRole('button', { name: 'the plan' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(observer!.isConnected).toBe(false);
  });

  it("keeps the loading state on screen, the same element, until the part's code has arrived", async () => {
    let arrive: (part: typeof Part) => void = () => undefined;
    const load = jest.fn(
      () =>
        new Promise<typeof Part>((resolve) => {
          arrive = resolve;
        }),
    );
    const Later = renderedAfterStart(load, PartLoading);
    const container = document.body.appendChild(document.createElement('div'));
    browser.keep(createRoot(container)).render(<Later label="the plan" />);
    const loading = await screen.findByRole('status');
    await waitFor(() => expect(FakeIntersectionObserver.instances).toHaveLength(1));

    FakeIntersectionObserver.instances[0]!.comeNear();
    // The part's render (a transition) has asked for its code, which has not arrived.
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await nextTask();

    expect(screen.getByRole('status')).toBe(loading);
    arrive(Part);
    expect(await screen.findByRole('button', { name: 'the plan' })).toBeInTheDocument();
    expect(loading.isConnected).toBe(false);
  });

  it('renders the part at once where the browser has no Intersection Observer', async () => {
    Reflect.deleteProperty(globalThis, 'IntersectionObserver');
    const Later = renderedAfterStart(async () => Part, PartLoading);
    const container = document.body.appendChild(document.createElement('div'));
    browser.keep(createRoot(container)).render(<Later label="the plan" />);

    expect(await screen.findByRole('button', { name: 'the plan' })).toBeInTheDocument();
  });
});
