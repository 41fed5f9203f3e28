import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0-2.2 A and AA rules; axe's best-practice `target-size` rule is added (issue #10). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** How many times an analysis that something moved during is run again. */
const MOVED_RETRIES = 2;

/** The page's flag that a transition or an animation started since `watchMoves` was called. */
type Watched = Window & { axeMoveWatch?: { moved: boolean } };

/** Waits until no finite animation or transition runs (endless ones, a spinner, are not waited). */
async function waitUntilStill(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/** From now on, notes on the page whether a CSS transition or animation starts. */
async function watchMoves(page: Page): Promise<void> {
  await page.evaluate(() => {
    const watched = window as Watched;
    if (watched.axeMoveWatch) {
      watched.axeMoveWatch.moved = false;
      return;
    }
    const watch = { moved: false };
    watched.axeMoveWatch = watch;
    for (const type of ['transitionstart', 'animationstart']) {
      document.addEventListener(type, () => (watch.moved = true), { capture: true });
    }
  });
}

/** Runs axe-core on the page as it is now and expects no violation. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // A dialog fading in is half transparent: axe would measure its colours mid-transition. A toast
  // may also start leaving while axe runs (its timer is the page's own): when anything started to
  // move during the analysis, its colours are not the page's, and it is run again.
  let results;
  for (let attempt = 0; ; attempt += 1) {
    await waitUntilStill(page);
    await watchMoves(page);
    results = await new AxeBuilder({ page })
      .withTags(WCAG_TAGS)
      .options({ rules: { 'target-size': { enabled: true } } })
      .analyze();
    const moved = await page.evaluate(() => (window as Watched).axeMoveWatch?.moved ?? false);
    if (!moved || attempt === MOVED_RETRIES) break;
  }
  const violations = results.violations.map(({ id, help, nodes }) => ({
    id,
    help,
    targets: nodes.map((node) => node.target.join(' ')),
  }));
  expect(violations).toEqual([]);
}
