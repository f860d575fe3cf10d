import {
  queryOptions,
  useQuery,
  type Query,
  type QueryFunction,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type * as generated from '../generated/@tanstack/react-query.gen';
import { useSignedIn } from '../auth/session';
import { configureApiClient } from './configure';

// Every hook's request goes through the generated client, set up once for this copy.
configureApiClient();

// An operation with a generated query (a GET): `listWallets` for `listWalletsOptions()`. Its query
// keys are `[{ _id: 'listWallets', path?, query? }]` once they go through apiQuery.
export type QueryOperation = {
  [K in keyof typeof generated]: K extends `${infer Id}QueryKey` ? Id : never;
}[keyof typeof generated];

// A generated query key: `[{ _id, baseUrl, path?, query?, body? }]`.
type GeneratedKey = readonly [{ _id: string; baseUrl?: unknown }];

// The same key without `baseUrl`: `[{ _id, path?, query?, body? }]`.
type ApiKey<TKey extends GeneratedKey> = [Omit<TKey[0], 'baseUrl'>];

// What a generated `…Options()` returns (or the key of one with a queryFn of the hook's own).
type GeneratedQuery<TData, TKey extends GeneratedKey> = {
  queryKey: TKey;
  queryFn?: QueryFunction<TData, TKey>;
};

// The key without `baseUrl`. The generated key carries the client's base URL, which is absolute in
// the API's server render (http://127.0.0.1:3000, api/src/common/web/server-render.ts) and '' in the
// browser: the server fills the page's cache under its keys, and the browser must find that data
// under its own (shell/src/server/render.tsx). Without it in the key, the generated queryFn, which
// spreads the key into the request's options, leaves the request to the base URL the client is set
// up with, wherever it runs.
export function keyOf<TKey extends GeneratedKey>({ queryKey }: { queryKey: TKey }): ApiKey<TKey> {
  const key = { ...queryKey[0] };
  delete key.baseUrl;
  return [key as Omit<TKey[0], 'baseUrl'>];
}

// A generated query's options as every hook uses them: the key without `baseUrl` (keyOf), and the
// error typed as what the client throws (an Error: ApiError, configure.ts), not the API's error body.
export function apiQuery<TData, TKey extends GeneratedKey>(
  generatedOptions: GeneratedQuery<TData, TKey>,
) {
  return queryOptions<TData, Error, TData, ApiKey<TKey>>({
    queryKey: keyOf(generatedOptions),
    queryFn: generatedOptions.queryFn as QueryFunction<TData, ApiKey<TKey>> | undefined,
  });
}

// What a hook adds to a generated query: polling, staleness, placeholder data, meta, and whether
// it may run besides the session.
type Policy<TData, TKey extends GeneratedKey> = Omit<
  UseQueryOptions<TData, Error, TData, ApiKey<TKey>>,
  'queryKey' | 'queryFn' | 'enabled' | 'select'
> & { enabled?: boolean };

// A generated query with the hook's policy, run only while there is a signed-in user the API has
// not refused (useSignedIn) and `enabled`.
export function useApiQuery<TData, TKey extends GeneratedKey>(
  generatedOptions: GeneratedQuery<TData, TKey>,
  { enabled = true, ...policy }: Policy<TData, TKey> = {},
) {
  const signedIn = useSignedIn();
  return useQuery({ ...apiQuery(generatedOptions), ...policy, enabled: signedIn && enabled });
}

const operationOf = (queryKey: readonly unknown[]): unknown => {
  const first = queryKey[0];
  return typeof first === 'object' && first !== null ? (first as { _id?: unknown })._id : undefined;
};

// Every cached query of these operations, whatever its parameters: what a change invalidates (a
// filter for invalidateQueries, cancelQueries, getQueriesData…).
export function apiQueries(...operations: readonly QueryOperation[]) {
  return {
    predicate: (query: Pick<Query, 'queryKey'>) =>
      (operations as readonly unknown[]).includes(operationOf(query.queryKey)),
  };
}

// Sends a generated mutation's request (its options: `{ path, body }`) and answers its data, for a
// hook whose variables are the screen's (an id, a body), not the request's.
export function send<TData, TError, TOptions>(
  generatedOptions: UseMutationOptions<TData, TError, TOptions>,
  options: NoInfer<TOptions>,
): Promise<TData> {
  const mutationFn = generatedOptions.mutationFn as (options: TOptions) => Promise<TData>;
  return mutationFn(options);
}
