import type { CreateExcludedPeriodDto, ExcludedPeriodDto } from '@app/contracts';
import type { ExcludedPeriod } from '@app/schengen-rules';

import { api } from '../api';

const LIST_TAG = { type: 'ExcludedPeriod', id: 'LIST' } as const;

/**
 * The account holder's residence permits and long-stay visas (issue #22, ADR 0036):
 * `GET/POST /api/excluded-periods`, `DELETE /api/excluded-periods/{id}`. Every change reads the
 * list again, and every count of the dashboard takes it (`useVisits`).
 */
export const excludedPeriodsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listExcludedPeriods: build.query<ExcludedPeriodDto[], void>({
      query: () => 'excluded-periods',
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
