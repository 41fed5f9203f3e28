import type { WebMessageId } from '@app/i18n/web';
import { DEMO_THRESHOLDS } from '@app/schengen-rules';

import { DEMO_CLICK_LIMIT, DEMO_SAMPLE_VISITS } from '../demo-slice';

export interface TutorialStep {
  title: WebMessageId;
  body: WebMessageId;
}

/** SPEC §2, §9: the demo's 5-step tutorial, its texts the `landing` catalogue's. */
export const DEMO_TUTORIAL_STEPS: readonly TutorialStep[] = [
  { title: 'landing.tutorial.rule.title', body: 'landing.tutorial.rule.body' },
  { title: 'landing.tutorial.start.title', body: 'landing.tutorial.start.body' },
  { title: 'landing.tutorial.complete.title', body: 'landing.tutorial.complete.body' },
  { title: 'landing.tutorial.status.title', body: 'landing.tutorial.status.body' },
  { title: 'landing.tutorial.delete.title', body: 'landing.tutorial.delete.body' },
];

/**
 * What the steps' texts are filled with: the demo's thresholds (the colours turn above 60 and 75)
 * and limits, and the product's name.
 */
export function demoTutorialValues(productName: string) {
  return {
    productName,
    warning: DEMO_THRESHOLDS.warning - 1,
    danger: DEMO_THRESHOLDS.danger - 1,
    clicks: DEMO_CLICK_LIMIT,
    visits: DEMO_SAMPLE_VISITS,
  };
}
