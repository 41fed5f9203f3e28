import { env } from '../../../config/env';
import { toApiError } from '../../../lib/api';
import { fileNameFromDisposition } from '../../../lib/download';

/** A downloaded file: its bytes and the name the server gave it (Content-Disposition). */
export interface ReportFile {
  blob: Blob;
  fileName: string | null;
}

/** A file, or (202) the server still producing it. */
export type ReportFileResult = { status: 'pending' } | ({ status: 'ready' } & ReportFile);

/**
 * GETs a generated file (`reports/travel.csv`, `reports/travel-pdf/{jobId}`) with the session
 * cookie. Files are fetched here rather than through RTK Query so that no Blob enters the store;
 * failures are the same normalised `ApiError` ("<status>: <body>") as every other call.
 */
export async function fetchReportFile(path: string): Promise<ReportFileResult> {
  const response = await fetch(`${env.apiBaseUrl}/${path}`, { credentials: 'include' });
  if (response.status === 202) return { status: 'pending' };
  if (!response.ok) {
    throw toApiError({ status: response.status, data: await response.text() }, response.statusText);
  }
  return {
    status: 'ready',
    blob: await response.blob(),
    fileName: fileNameFromDisposition(response.headers.get('content-disposition')),
  };
}
