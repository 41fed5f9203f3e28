import type { Root } from 'react-dom/client';

/**
 * For the tests of a part whose code arrives later: React retries a suspended part from a
 * listener on its promise, and inside `act` (React Testing Library's render) that retry waits for
 * an `act` that never comes. Each test of the file then renders as the browser does: `act`'s
 * environment off, and every root it `keep`s unmounted (and the page emptied) after it.
 */
export function renderingOutsideAct(): { keep: (root: Root) => Root } {
  let roots: Root[] = [];
  let actEnvironment: unknown;
  beforeEach(() => {
    actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
  });
  afterEach(() => {
    for (const root of roots) root.unmount();
    roots = [];
    document.body.replaceChildren();
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
  });
  return {
    keep: (root) => {
      roots.push(root);
      return root;
    },
  };
}
