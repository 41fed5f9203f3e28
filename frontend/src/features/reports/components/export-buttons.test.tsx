import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import type { PageLanguage } from '../../../lib/i18n/language-provider';
import { aUser, anErrorBody } from '../../../testing/builders';
import { pageIn } from '../../../testing/page-language';
import { renderWithProviders } from '../../../testing/render';
import { apiUrl, server } from '../../../testing/server';
import { ExportButtons } from './export-buttons';

const JOB_ID = '0d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6a';
const CSV =
  '\uFEFFCountry,Notes,Date of Entry,Date of Exit,Number of Days\r\nFrance,,2025-03-01,2025-03-10,10\r\n';

/** The files the page saved: name and the blob handed to the browser. */
function captureDownloads() {
  const saved: Array<{ name: string; blob: Blob }> = [];
  let lastBlob: Blob | null = null;
  Object.assign(URL, {
    createObjectURL: jest.fn((blob: Blob) => {
      lastBlob = blob;
      return 'blob:report';
    }),
    revokeObjectURL: jest.fn(),
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(
    this: HTMLAnchorElement,
  ) {
    if (lastBlob) saved.push({ name: this.download, blob: lastBlob });
  });
  return saved;
}

function renderButtons(hasEntries = true, page?: PageLanguage, route?: string) {
  return renderWithProviders(<ExportButtons hasEntries={hasEntries} />, {
    user: aUser(),
    advanceTimers: jest.advanceTimersByTime,
    page,
    route,
  });
}

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('ExportButtons', () => {
  it('shows nothing without travel entries', () => {
    renderButtons(false);
    expect(screen.queryByRole('button', { name: 'CSV' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'PDF' })).not.toBeInTheDocument();
  });

  it("downloads the server's CSV under its name and says so", async () => {
    server.use(
      http.get(apiUrl('reports/travel.csv'), () =>
        HttpResponse.text(CSV, {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="schengen-travel-history-2025-06-15.csv"',
          },
        }),
      ),
    );
    const saved = captureDownloads();
    const { user } = renderButtons();
    await user.click(screen.getByRole('button', { name: 'CSV' }));
    expect(await screen.findByText('CSV Downloaded')).toBeInTheDocument();
    expect(
      screen.getByText('Your travel history has been exported as a CSV file.'),
    ).toBeInTheDocument();
    expect(saved.map((file) => file.name)).toEqual(['schengen-travel-history-2025-06-15.csv']);
    expect(saved[0]?.blob.type).toBe('text/csv;charset=utf-8');
    // Byte for byte, the UTF-8 byte order mark included (Blob.text() would drop it).
    const bytes = new Uint8Array((await saved[0]?.blob.arrayBuffer()) ?? new ArrayBuffer(0));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(CSV);
  });

  it('exports the history of the traveller the dashboard shows (issue #22)', async () => {
    const asked: string[] = [];
    server.use(
      http.get(apiUrl('reports/travel.csv'), ({ request }) => {
        asked.push(`csv ${new URL(request.url).searchParams.get('traveller_id')}`);
        return HttpResponse.text(CSV, { headers: { 'content-type': 'text/csv; charset=utf-8' } });
      }),
      http.post(apiUrl('reports/travel-pdf'), async ({ request }) => {
        asked.push(`pdf ${JSON.stringify(await request.json())}`);
        return HttpResponse.json(anErrorBody(503, 'No Chromium', 'SERVICE_UNAVAILABLE'), {
          status: 503,
        });
      }),
    );
    captureDownloads();
    const { user } = renderButtons(true, undefined, '/dashboard?traveller=tr-sam');
    await user.click(screen.getByRole('button', { name: 'CSV' }));
    expect(await screen.findByText('CSV Downloaded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'PDF' }));
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked).toEqual(['csv tr-sam', 'pdf {"traveller_id":"tr-sam"}']);
  });

  it('shows progress while the PDF renders, then downloads it and says so', async () => {
    let polls = 0;
    server.use(
      http.post(apiUrl('reports/travel-pdf'), () =>
        HttpResponse.json({ jobId: JOB_ID }, { status: 202 }),
      ),
      http.get(apiUrl(`reports/travel-pdf/${JOB_ID}`), () => {
        polls += 1;
        if (polls < 3)
          return HttpResponse.json({ jobId: JOB_ID, status: 'pending' }, { status: 202 });
        return new HttpResponse(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="schengen-travel-history-2025-06-15.pdf"',
          },
        });
      }),
    );
    const saved = captureDownloads();
    const { user } = renderButtons();
    await user.click(screen.getByRole('button', { name: 'PDF' }));
    expect(await screen.findByRole('progressbar', { name: 'Generating PDF' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generating PDF...' })).toBeDisabled();
    await waitFor(() => expect(polls).toBe(1));
    await act(async () => jest.advanceTimersByTime(250));
    await waitFor(() => expect(polls).toBe(2));
    expect(saved).toEqual([]);
    await act(async () => jest.advanceTimersByTime(500));
    expect(await screen.findByText('PDF Downloaded')).toBeInTheDocument();
    expect(
      screen.getByText('Your travel history has been exported as a PDF file.'),
    ).toBeInTheDocument();
    expect(saved.map((file) => file.name)).toEqual(['schengen-travel-history-2025-06-15.pdf']);
    expect(saved[0]?.blob.type).toBe('application/pdf');
    expect(screen.queryByRole('progressbar', { name: 'Generating PDF' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PDF' })).toBeEnabled();
  });

  it("says 'Export Failed' when the server cannot render PDFs", async () => {
    server.use(
      http.post(apiUrl('reports/travel-pdf'), () =>
        HttpResponse.json(
          anErrorBody(
            503,
            'PDF export is unavailable: Chromium was not found',
            'SERVICE_UNAVAILABLE',
          ),
          { status: 503 },
        ),
      ),
    );
    const saved = captureDownloads();
    const { user } = renderButtons();
    await user.click(screen.getByRole('button', { name: 'PDF' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Export Failed');
    expect(alert).toHaveTextContent('Could not generate PDF. Please try again.');
    expect(saved).toEqual([]);
    expect(screen.getByRole('button', { name: 'PDF' })).toBeEnabled();
  });

  it("says 'Export Failed' when the rendering fails", async () => {
    server.use(
      http.post(apiUrl('reports/travel-pdf'), () =>
        HttpResponse.json({ jobId: JOB_ID }, { status: 202 }),
      ),
      http.get(apiUrl(`reports/travel-pdf/${JOB_ID}`), () =>
        HttpResponse.json(
          anErrorBody(503, 'Could not generate PDF. Please try again.', 'SERVICE_UNAVAILABLE'),
          { status: 503 },
        ),
      ),
    );
    const saved = captureDownloads();
    const { user } = renderButtons();
    await user.click(screen.getByRole('button', { name: 'PDF' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Export Failed');
    expect(alert).toHaveTextContent('Could not generate PDF. Please try again.');
    expect(saved).toEqual([]);
  });

  it('says when the CSV could not be exported', async () => {
    server.use(
      http.get(apiUrl('reports/travel.csv'), () =>
        HttpResponse.json(anErrorBody(500, 'Internal error', 'INTERNAL'), { status: 500 }),
      ),
    );
    const saved = captureDownloads();
    const { user } = renderButtons();
    await user.click(screen.getByRole('button', { name: 'CSV' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Export Failed');
    expect(alert).toHaveTextContent('Could not export CSV. Please try again.');
    expect(saved).toEqual([]);
  });

  it('speaks German: the group, the progress of the PDF and a failed CSV', async () => {
    server.use(
      http.post(apiUrl('reports/travel-pdf'), () =>
        HttpResponse.json({ jobId: JOB_ID }, { status: 202 }),
      ),
      http.get(apiUrl(`reports/travel-pdf/${JOB_ID}`), () =>
        HttpResponse.json({ jobId: JOB_ID, status: 'pending' }, { status: 202 }),
      ),
      http.get(apiUrl('reports/travel.csv'), () =>
        HttpResponse.json(anErrorBody(500, 'Internal error', 'INTERNAL'), { status: 500 }),
      ),
    );
    captureDownloads();
    const { user } = renderButtons(true, await pageIn('de'));
    expect(screen.getByRole('group', { name: 'Reiseverlauf exportieren' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'PDF' }));
    expect(
      await screen.findByRole('progressbar', { name: 'PDF wird erstellt' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PDF wird erstellt...' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'CSV' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Export fehlgeschlagen');
    expect(alert).toHaveTextContent(
      'Die CSV-Datei konnte nicht exportiert werden. Bitte versuchen Sie es erneut.',
    );
  });
});
