import type { z } from 'zod';

/**
 * One API definition per call (decision 014): a module's calls are written once, as
 * - `<module>.paths.ts`: method and path of each call ('GET /icec/api/crrBook/:crrBookId'), zod-free,
 *   so the web app's calls cost the public first load no schema code;
 * - `<module>.api.ts`: `defineApi(paths, schemas)`, the schemas of each call's parameters, query,
 *   body and answer.
 * The server registers its routes from the definition (apps/server `serveApi`); the web app calls them
 * through `apiClient<typeof xxxApi>(xxxPaths)`, typed from the same definition. A key, path or shape that
 * drifts fails the type check.
 */
export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type TRouteKey = `${THttpMethod} /${string}`;
export type TRoutePaths = Record<string, TRouteKey>;

/** The names of a path's `:params` ('/a/:x/b/:y?' gives 'x' | 'y'). */
export type TPathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? StripOptional<Name> | TPathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? StripOptional<Name>
    : never;
type StripOptional<N extends string> = N extends `${infer Base}?` ? Base : N;
type PathOf<K extends TRouteKey> = K extends `${THttpMethod} ${infer P}` ? P : never;

/**
 * The schemas of one call. `response` is the 200 answer (absent for answers that are not JSON: files,
 * redirects); a path with `:params` must have a params schema naming each of them.
 */
export type TRouteSchemas = {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
};
type TSchemasFor<K extends TRouteKey> = [TPathParamNames<PathOf<K>>] extends [never]
  ? TRouteSchemas & { params?: never }
  : TRouteSchemas & { params: z.ZodType<{ [N in TPathParamNames<PathOf<K>>]: unknown }> };

export type TApi<P extends TRoutePaths = TRoutePaths, S extends { [K in keyof P]: TRouteSchemas } = { [K in keyof P]: TRouteSchemas }> = {
  paths: P;
  schemas: S;
};

/** Names the web client keeps for itself (apiClient's `urlOf`, `download`, `sendQuietly`): no call may take them. */
type TReservedKeys = { urlOf?: never; download?: never; sendQuietly?: never };

/** Pairs each call's method and path with its schemas; a key on one side only, or a reserved key, is a type error. */
export function defineApi<const P extends TRoutePaths & TReservedKeys, const S extends { [K in keyof P]: TSchemasFor<P[K]> }>(
  paths: P,
  schemas: S & { [K in Exclude<keyof S, keyof P>]: never },
): TApi<P, S> {
  return { paths, schemas };
}

/** Splits 'GET /path' into its method and path. */
export function splitRouteKey(key: TRouteKey): { method: THttpMethod; path: string } {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space) as THttpMethod, path: key.slice(space + 1) };
}

/**
 * The five calls of an admin CRUD page (the web's createAdminResource, the server's admin routes):
 * `GET base/list`, `GET base/:id`, `POST base`, `PUT base/:id`, `DELETE base/:id`.
 */
export function adminCrudPaths<const B extends `/api/${string}`, const Id extends string>(basePath: B, idParam: Id) {
  return {
    list: `GET ${basePath}/list`,
    item: `GET ${basePath}/:${idParam}`,
    create: `POST ${basePath}`,
    update: `PUT ${basePath}/:${idParam}`,
    remove: `DELETE ${basePath}/:${idParam}`,
  } as const satisfies TRoutePaths;
}

type TIn<S, F extends keyof TRouteSchemas> = S extends { [Q in F]: infer Z extends z.ZodType } ? z.input<Z> : undefined;

/** What a caller sends to one call: its path params, query and body, each only when the call has it. */
export type TApiInput<S extends TRouteSchemas> = (S extends { params: z.ZodType } ? { params: TIn<S, 'params'> } : { params?: undefined }) &
  (S extends { query: z.ZodType } ? { query?: TIn<S, 'query'> } : { query?: undefined }) &
  (S extends { body: z.ZodType } ? { body: TIn<S, 'body'> } : { body?: undefined });

/** What one call answers (its 200 body as the server serialises it). */
export type TApiOutput<S extends TRouteSchemas> = S extends { response: infer Z extends z.ZodType } ? z.output<Z> : unknown;
