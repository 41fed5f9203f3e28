import {
  PDF_JOB_DATA_MAX_BYTES,
  PDF_JOBS_PER_USER,
  pdfFileKey,
  pdfFilesKey,
  pdfJobSlots,
  pdfWorkersKey,
  PDF_RENDER_QUEUE,
  PdfRenderJobs,
  type TravelHistoryPdfJob,
} from './pdf-render.queue';
import { NAME_MAX_LENGTH, USERNAME_MAX_LENGTH } from '../auth/auth.constants';
import { TRAVELLER_NAME_MAX_LENGTH } from '../travel/travellers/traveller.dto';

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

describe('pdfJobSlots', () => {
  it('gives each user PDF_JOBS_PER_USER slots of their own', () => {
    expect(pdfJobSlots('u1')).toEqual(['pdf:u1:1', 'pdf:u1:2']);
    expect(pdfJobSlots('u1')).toHaveLength(PDF_JOBS_PER_USER);
    expect(pdfJobSlots('u2')).not.toContain(pdfJobSlots('u1')[0]);
  });
});

describe('pdfFilesKey', () => {
  it("is one list per user under the process's key prefix", () => {
    expect(pdfFilesKey('p:', 'u1')).toBe('p:reporting:pdf-files:u1');
  });
});

describe('PDF_JOB_DATA_MAX_BYTES', () => {
  it('holds the largest job a real request can make', () => {
    // Every character of the longest names JSON-escaped as \u0001 (six bytes).
    const escaped = (length: number) => '\u0001'.repeat(length);
    const largest: TravelHistoryPdfJob = {
      requestId: '00000000-0000-4000-8000-000000000000',
      userId: '00000000-0000-4000-8000-000000000000',
      travellerId: '00000000-0000-4000-8000-000000000000',
      travellerName: escaped(TRAVELLER_NAME_MAX_LENGTH),
      productName: 'x'.repeat(100),
      generatedFor: `${escaped(NAME_MAX_LENGTH)} ${escaped(NAME_MAX_LENGTH)}${escaped(USERNAME_MAX_LENGTH)}`,
      reportDate: '2026-11-22',
      fileName: 'schengen-travel-history-2026-11-22.pdf',
    };
    expect(Buffer.byteLength(JSON.stringify(largest))).toBeLessThan(PDF_JOB_DATA_MAX_BYTES);
  });
});
