import { screen } from '@testing-library/react';

import type { LanguageCode } from '@app/i18n/web';

import { pageIn } from '../../../testing/page-language';
import { renderApp } from '../../../testing/render';

/**
 * Opens a legal page in `language` (tests) and checks its frame: the title, the note that the
 * English version governs, and the day it was last updated, written by `Intl`.
 */
export async function renderLegalPage(
  route: string,
  language: LanguageCode,
  frame: { title: string; note: string; lastUpdated: string },
) {
  const view = renderApp({ route, page: await pageIn(language) });
  expect(await screen.findByRole('heading', { level: 1, name: frame.title })).toBeInTheDocument();
  expect(screen.getByRole('note')).toHaveTextContent(frame.note);
  expect(screen.getByText(frame.lastUpdated)).toBeInTheDocument();
  return view;
}
