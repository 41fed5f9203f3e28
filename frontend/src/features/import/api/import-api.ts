import type { ImportResultDto } from '@app/contracts';

import { api } from '../../../lib/api';

/** POST /api/travel-entries/import (issue #22): the CSV text and whether only to preview it. */
export interface ImportRequest {
  csv: string;
  dry_run: boolean;
  /** The traveller the visits are added to (absent: the account holder). */
  traveller_id?: string;
}

/**
 * The CSV import: a preview (`dry_run`, nothing written) and the import itself, after which the
 * list of entries is read again (every added visit's records are new).
 */
export const importApi = api.injectEndpoints({
  endpoints: (build) => ({
    importEntries: build.mutation<ImportResultDto, ImportRequest>({
      query: (body) => ({ url: 'travel-entries/import', method: 'POST', body }),
      invalidatesTags: (result) =>
        result && !result.dry_run && result.added.length > 0
          ? [{ type: 'TravelEntry', id: 'LIST' }]
          : [],
    }),
  }),
});

export const { useImportEntriesMutation } = importApi;
