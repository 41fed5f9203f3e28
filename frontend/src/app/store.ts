import { combineReducers, configureStore } from '@reduxjs/toolkit';

import { consentSlice } from '../features/consent';
import { api } from '../lib/api';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  [consentSlice.reducerPath]: consentSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store; tests build one each with `makeStore(preloadedState)`. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
