import { env } from '../../../config/env';
import { toApiError } from '../../../lib/api';
import { fileNameFromDisposition } from '../../../lib/download';

/** The users CSV as the server wrote it, and the name it gave the file. */
export interface AdminUsersCsv {
  blob: Blob;
  fileName: string | null;
}

/**
 * GET /api/admin/users.csv (SPEC §9 "Admin user CSV"): the server writes the dates in the
 * browser's locale and time zone. Fetched outside RTK Query so that no Blob enters the store;
 * failures are the normalised `ApiError` ("<status>: <body>").
 */
export async function fetchAdminUsersCsv(locale: string, timeZone: string): Promise<AdminUsersCsv> {
  const query = new URLSearchParams({ locale, timeZone });
  const response = await fetch(`${env.apiBaseUrl}/admin/users.csv?${query.toString()}`, {
    credentials: 'include',
  });
  if (!response.ok) {
    throw toApiError({ status: response.status, data: await response.text() }, response.statusText);
  }
  return {
    blob: await response.blob(),
    fileName: fileNameFromDisposition(response.headers.get('content-disposition')),
  };
}
