import type { TravelPdfJobDto } from '@app/contracts';

import { api } from '../../../lib/api';

/**
 * POST /api/reports/travel-pdf: asks the server to render the travel history PDF (a 202 with the
 * job to poll; a 503 when the server cannot render PDFs). The files themselves are fetched by
 * `fetchReportFile`: binary bodies stay out of the store.
 */
export const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestTravelPdf: build.mutation<TravelPdfJobDto, void>({
      query: () => ({ url: 'reports/travel-pdf', method: 'POST' }),
    }),
  }),
});

export const { useRequestTravelPdfMutation } = reportsApi;
