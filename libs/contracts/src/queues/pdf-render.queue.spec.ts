import { pdfFileKey, pdfWorkersKey, PDF_RENDER_QUEUE, PdfRenderJobs } from './pdf-render.queue';

describe('pdf-render queue', () => {
  it('is named after the work', () => {
    expect(PDF_RENDER_QUEUE).toBe('pdf-render');
  });

  it('renders the travel history', () => {
    expect(PdfRenderJobs.TravelHistory).toBe('travel-history-pdf');
  });
});

describe('pdfFileKey', () => {
  it("puts the owner's id before the job id, under the process's key prefix", () => {
    expect(pdfFileKey('test:abc:', 'user-1', 'job-1')).toBe('test:abc:reporting:pdf:user-1:job-1');
    expect(pdfFileKey('', 'user-2', 'job-1')).not.toBe(pdfFileKey('', 'user-1', 'job-1'));
  });
});

describe('pdfWorkersKey', () => {
  it('is one hash per key prefix', () => {
    expect(pdfWorkersKey('')).toBe('reporting:pdf-workers');
    expect(pdfWorkersKey('p:')).toBe('p:reporting:pdf-workers');
  });
});
