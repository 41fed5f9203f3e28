import { http, HttpResponse } from 'msw';

import { makeStore } from '../app/store';
import { anErrorBody } from '../testing/builders';
import { apiUrl, server } from '../testing/server';
import { api, errorMessageOf, toApiError } from './api';

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, string>({ query: (path) => path }),
    probeWrite: build.mutation<unknown, { path: string; body: object }>({
      query: ({ path, body }) => ({ url: path, method: 'POST', body }),
    }),
  }),
});

describe('the API base query', () => {
  it("raises '<status>: <body text>' and keeps the JSON body", async () => {
    const body = anErrorBody(409, 'You already have entry on 2025-06-01', 'TRAVEL_DUPLICATE_ENTRY');
    server.use(http.get(apiUrl('probe'), () => HttpResponse.json(body, { status: 409 })));
    const store = makeStore();
    const result = await store.dispatch(probeApi.endpoints.probe.initiate('probe'));
    expect(result.error).toEqual({
      status: 409,
      message: `409: ${JSON.stringify(body)}`,
      body,
    });
    expect(errorMessageOf(result.error, 'fallback')).toBe('You already have entry on 2025-06-01');
  });

  it('uses the status text when the body is empty', () => {
    expect(toApiError({ status: 503, data: '' }, 'Service Unavailable').message).toBe(
      '503: Service Unavailable',
    );
  });

  it('gives the fallback when there is no JSON message', () => {
    expect(errorMessageOf(toApiError({ status: 502, data: '<html>' }), 'Try again')).toBe(
      'Try again',
    );
  });

  it('sends JSON with credentials and parses JSON answers; an empty answer is null', async () => {
    const fetchSpy = jest.spyOn(window, 'fetch');
    let seen: { type: string | null; body: unknown } | undefined;
    server.use(
      http.post(apiUrl('echo'), async ({ request }) => {
        seen = { type: request.headers.get('content-type'), body: await request.json() };
        return HttpResponse.json({ ok: true });
      }),
      http.post(apiUrl('empty'), () => new HttpResponse(null, { status: 204 })),
    );
    const store = makeStore();
    const echo = await store.dispatch(
      probeApi.endpoints.probeWrite.initiate({ path: 'echo', body: { a: 1 } }),
    );
    expect(echo).toEqual({ data: { ok: true } });
    expect(seen).toEqual({ type: 'application/json', body: { a: 1 } });
    const sent = fetchSpy.mock.calls[0]?.[0];
    expect(sent instanceof Request ? sent.credentials : sent).toBe('include');
    const empty = await store.dispatch(
      probeApi.endpoints.probeWrite.initiate({ path: 'empty', body: {} }),
    );
    expect(empty).toEqual({ data: null });
  });

  it('does not retry a failed read', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('flaky'), () => {
        calls += 1;
        return HttpResponse.json(anErrorBody(500, 'boom'), { status: 500 });
      }),
    );
    await makeStore().dispatch(probeApi.endpoints.probe.initiate('flaky'));
    expect(calls).toBe(1);
  });
});
