import { PDF_RENDER_QUEUE, PdfRenderJobs } from './pdf-render.queue';

describe('pdf-render queue', () => {
  it('is named after the work', () => {
    expect(PDF_RENDER_QUEUE).toBe('pdf-render');
  });

  it('renders the travel history', () => {
    expect(PdfRenderJobs.TravelHistory).toBe('travel-history-pdf');
  });
});
