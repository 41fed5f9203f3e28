import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * public/start-after-paint.js, the script of the prerendered pages that starts the app after their
 * first paint: the preloads of <template id="app-start"> go into <head> a few per task, and the
 * entry script last.
 */
const SCRIPT = readFileSync(path.resolve(__dirname, '../../public/start-after-paint.js'), 'utf8');

function preparePage(links: number) {
  document.head.innerHTML = '';
  const template = document.createElement('template');
  template.id = 'app-start';
  template.setAttribute('data-entry', '/assets/entry.js');
  template.innerHTML = Array.from(
    { length: links },
    (_, index) => `<link rel="modulepreload" crossorigin href="/assets/chunk-${index}.js">`,
  ).join('');
  document.body.append(template);
}

const inserted = () => [...document.head.querySelectorAll('link')].map((link) => link.href);
const entry = () => document.head.querySelector('script[type="module"]');

describe('start-after-paint.js', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  it('adds the preloads two per task, then the entry script', () => {
    preparePage(5);
    // jsdom reports no paint timing: the script starts in the task after the next frame.
    new Function(SCRIPT)();
    jest.advanceTimersToNextFrame();
    jest.advanceTimersToNextTimer();
    expect(inserted()).toHaveLength(2);
    expect(entry()).toBeNull();
    jest.advanceTimersToNextTimer();
    expect(inserted()).toHaveLength(4);
    expect(entry()).toBeNull();
    jest.advanceTimersToNextTimer();
    expect(inserted()).toEqual(
      Array.from({ length: 5 }, (_, index) => `http://localhost/assets/chunk-${index}.js`),
    );
    expect(entry()).toHaveAttribute('src', '/assets/entry.js');
    expect(entry()).toHaveAttribute('crossorigin', '');
  });

  it('starts once, even when its fallback timer fires as well', () => {
    preparePage(2);
    new Function(SCRIPT)();
    jest.runAllTimers();
    expect(inserted()).toHaveLength(2);
    expect(document.head.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });
});
