import { act, render } from '@testing-library/react';
import { useState } from 'react';

import { useKeepInPlace } from './use-keep-in-place';

/** The element's top, as a layout engine would report it (jsdom has none). */
let top = 0;
const box = () => ({
  top,
  height: 40,
  bottom: top + 40,
  left: 0,
  right: 40,
  width: 40,
  x: 0,
  y: top,
});

function Calendar({ onReady }: { onReady: (press: () => void) => void }) {
  const hold = useKeepInPlace();
  const [banner, setBanner] = useState(false);
  return (
    <div>
      {banner ? <p>Visit started</p> : null}
      <button
        ref={(element) => {
          if (!element) return;
          element.getBoundingClientRect = () => box() as DOMRect;
          onReady(() => {
            hold(element);
            // The banner above pushes the day down by 100 px in the commit that shows it.
            top += 100;
            setBanner(true);
          });
        }}
      >
        1
      </button>
    </div>
  );
}

describe('useKeepInPlace', () => {
  let scrollBy: jest.SpyInstance;

  beforeEach(() => {
    top = 500;
    scrollBy = jest.spyOn(window, 'scrollBy').mockImplementation(((options: ScrollToOptions) => {
      top -= options.top ?? 0;
    }) as typeof window.scrollBy);
  });
  afterEach(() => jest.restoreAllMocks());

  const pressed = () => {
    let press = () => {};
    render(<Calendar onReady={(p) => (press = p)} />);
    act(() => press());
  };

  it('scrolls the window by how far the held element moved, in the commit that moved it', () => {
    pressed();
    expect(scrollBy).toHaveBeenCalledWith({ top: 100, behavior: 'instant' });
    expect(top).toBe(500);
  });
});
