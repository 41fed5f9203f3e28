import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';

import type { WebMessageId } from '@app/i18n/web';

import { useToast } from '../../../components/feedback/toast';
import { todayIso } from '../../../lib/dates';
import { saveFile } from '../../../lib/download';
import { fetchReportFile, type ReportFile } from '../api/report-files';
import { travellerQuery } from '../../../lib/travel/travel-entries-api';
import { useTravellerId } from '../../../lib/travel/traveller-param';
import { useRequestTravelPdfMutation } from '../api/reports-api';

/** Waits between two looks at a PDF still rendering: quick at first, then once a second. */
export const PDF_POLL_DELAYS_MS = [250, 500, 1_000] as const;
/** A PDF not ready after this long counts as failed (a very busy worker, or a lost job). */
export const PDF_WAIT_LIMIT_MS = 120_000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** SPEC §8's toasts of the exports, in the page's language. */
function exportToasts(intl: IntlShape) {
  const text = (id: WebMessageId) => intl.formatMessage({ id });
  return {
    csvDone: {
      title: text('transfer.export.csvDone'),
      description: text('transfer.export.csvDoneDetail'),
    },
    pdfDone: {
      title: text('transfer.export.pdfDone'),
      description: text('transfer.export.pdfDoneDetail'),
    },
    pdfFailed: {
      variant: 'destructive',
      title: text('transfer.export.failed'),
      description: text('transfer.export.pdfFailed'),
    },
    csvFailed: {
      variant: 'destructive',
      title: text('transfer.export.failed'),
      description: text('transfer.export.csvFailed'),
    },
  } as const;
}

/**
 * The CSV and PDF exports of the travel history (SPEC §9): each downloads the server's file under
 * the server's name (the user's today in it) and says so in a toast. The PDF is rendered by a job:
 * requested, then polled until it is ready; `isRenderingPdf` is true meanwhile.
 */
export function useTravelExports() {
  const { toast } = useToast();
  const intl = useIntl();
  const toasts = useMemo(() => exportToasts(intl), [intl]);
  const [requestTravelPdf] = useRequestTravelPdfMutation();
  // The traveller the dashboard shows: their history is what is exported.
  const travellerId = useTravellerId();
  const [isExportingCsv, setIsExportingCsv] = useState(false);
  const [isRenderingPdf, setIsRenderingPdf] = useState(false);
  const isMounted = useRef(true);

  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  const exportCsv = useCallback(async () => {
    setIsExportingCsv(true);
    try {
      const file = await fetchReportFile(`reports/travel.csv${travellerQuery(travellerId)}`);
      if (file.status !== 'ready') throw new Error('The CSV was not ready');
      download(file, 'csv', 'text/csv;charset=utf-8');
      toast(toasts.csvDone);
    } catch {
      toast(toasts.csvFailed);
    } finally {
      if (isMounted.current) setIsExportingCsv(false);
    }
  }, [toast, toasts, travellerId]);

  const exportPdf = useCallback(async () => {
    setIsRenderingPdf(true);
    try {
      const { jobId } = await requestTravelPdf(travellerId).unwrap();
      const file = await pollPdf(jobId, () => isMounted.current);
      if (!file) return;
      download(file, 'pdf', 'application/pdf');
      toast(toasts.pdfDone);
    } catch {
      if (isMounted.current) toast(toasts.pdfFailed);
    } finally {
      if (isMounted.current) setIsRenderingPdf(false);
    }
  }, [requestTravelPdf, toast, toasts, travellerId]);

  return { exportCsv, exportPdf, isExportingCsv, isRenderingPdf };
}

/** Polls the job until its PDF is ready; null when the component went away meanwhile. */
async function pollPdf(jobId: string, isWanted: () => boolean): Promise<ReportFile | null> {
  let waited = 0;
  for (let attempt = 0; ; attempt += 1) {
    const result = await fetchReportFile(`reports/travel-pdf/${encodeURIComponent(jobId)}`);
    if (result.status === 'ready') return result;
    if (!isWanted()) return null;
    if (waited >= PDF_WAIT_LIMIT_MS) throw new Error('The PDF took too long');
    const delay = PDF_POLL_DELAYS_MS[Math.min(attempt, PDF_POLL_DELAYS_MS.length - 1)] ?? 1_000;
    await wait(delay);
    waited += delay;
  }
}

function download(file: ReportFile, extension: 'csv' | 'pdf', type: string): void {
  saveFile(file.blob, file.fileName ?? `schengen-travel-history-${todayIso()}.${extension}`, type);
}
