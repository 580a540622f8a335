import { createContext, useContext } from 'react';
import type { ApiClient } from './api-client';

/** The app's one API client, provided once the runtime config is read. */
export const ApiContext = createContext<ApiClient | undefined>(undefined);

/** The API client; screens call `useApi().call('GET_USER_DETAILS')`. Throws outside the provider. */
export function useApi(): ApiClient {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi: no API client yet (bootstrap has not finished)');
  return api;
}
