import type { TravelPdfJobDto } from '@app/contracts';

import { api } from '../../../lib/api';
import type { TravellerChoice } from '../../../lib/travel/travel-entries-api';

/**
 * POST /api/reports/travel-pdf { traveller_id? }: asks the server to render a traveller's travel
 * history PDF (the account holder's without `traveller_id`; a 202 with the
 * job to poll; a 503 when the server cannot render PDFs). The files themselves are fetched by
 * `fetchReportFile`: binary bodies stay out of the store.
 */
export const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestTravelPdf: build.mutation<TravelPdfJobDto, TravellerChoice>({
      query: (travellerId) => ({
        url: 'reports/travel-pdf',
        method: 'POST',
        body: travellerId === undefined ? undefined : { traveller_id: travellerId },
      }),
    }),
  }),
});

export const { useRequestTravelPdfMutation } = reportsApi;
