import { pageIn } from '../../testing/page-language';
import { renderWithProviders } from '../../testing/render';
import { type PageTitleId, useDocumentTitle } from './use-document-title';

function Titled({ page }: { page?: PageTitleId }) {
  useDocumentTitle(page);
  return null;
}

describe('useDocumentTitle', () => {
  it("names the page, then the product, in SPEC's English", () => {
    renderWithProviders(<Titled page="title.dashboard" />);
    expect(document.title).toBe('Dashboard · Test Tracker');
  });

  it("names them in the page's language (issue #21)", async () => {
    renderWithProviders(<Titled page="title.dashboard" />, { page: await pageIn('de') });
    expect(document.title).toBe('Übersicht · Test Tracker');
  });

  it('is the product name alone without a page', () => {
    renderWithProviders(<Titled />);
    expect(document.title).toBe('Test Tracker');
  });
});
