import type { CreateExcludedPeriodDto, ExcludedPeriodDto } from '@app/contracts';
import type { ExcludedPeriod } from '@app/schengen-rules';

import { api } from '../api';
import { type TravellerChoice, travellerQuery } from './travel-entries-api';

const LIST_TAG = { type: 'ExcludedPeriod', id: 'LIST' } as const;

/**
 * A traveller's residence permits and long-stay visas (issue #22, ADR 0036):
 * `GET/POST /api/excluded-periods` (`traveller_id` in the query string or the body; absent: the
 * account holder's), `DELETE /api/excluded-periods/{id}`. Every change reads the lists again, and
 * every count of the dashboard takes them (`useVisits`).
 */
export const excludedPeriodsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listExcludedPeriods: build.query<ExcludedPeriodDto[], TravellerChoice>({
      query: (travellerId) => `excluded-periods${travellerQuery(travellerId)}`,
      providesTags: [LIST_TAG],
    }),
    addExcludedPeriod: build.mutation<ExcludedPeriodDto, CreateExcludedPeriodDto>({
      query: (body) => ({ url: 'excluded-periods', method: 'POST', body }),
      invalidatesTags: [LIST_TAG],
    }),
    deleteExcludedPeriod: build.mutation<void, string>({
      query: (id) => ({ url: `excluded-periods/${id}`, method: 'DELETE' }),
      invalidatesTags: [LIST_TAG],
    }),
  }),
});

export const {
  useListExcludedPeriodsQuery,
  useAddExcludedPeriodMutation,
  useDeleteExcludedPeriodMutation,
} = excludedPeriodsApi;

/**
 * A period of the API in the shape `@app/schengen-rules` counts with (contracts'
 * `toRuleExcludedPeriod`, which the SPA may import as a type only).
 */
export function toRulePeriod(period: ExcludedPeriodDto): ExcludedPeriod {
  return {
    from: period.from,
    to: period.to,
    issuingState: period.issuing_state,
    kind: period.kind,
  };
}
