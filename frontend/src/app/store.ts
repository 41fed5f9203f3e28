import { combineReducers, configureStore } from '@reduxjs/toolkit';

import { consentSlice } from '../features/consent';
import { api, type ApiExtra } from '../lib/api';
import { offlineSlice } from '../lib/offline';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  [consentSlice.reducerPath]: consentSlice.reducer,
  [offlineSlice.reducerPath]: offlineSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/**
 * A fresh store; tests build one each with `makeStore(preloadedState)`. The server gives each
 * request's store the API's address and the visitor's cookie (`extra.apiTarget`, lib/api.ts).
 */
export function makeStore(preloadedState?: Partial<RootState>, extra: ApiExtra = {}) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } }).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
