import type { AppConfigDto } from '@app/contracts';

import { api } from '../api';

/** GET /api/config: what this deployment is called and where support mail goes. */
export type ProductConfigDto = AppConfigDto;

export const productConfigApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProductConfig: build.query<ProductConfigDto, void>({ query: () => 'config' }),
  }),
});

export const { useGetProductConfigQuery } = productConfigApi;
