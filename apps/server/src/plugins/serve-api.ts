import { ERROR_MESSAGES, findUnstorableText, SCHEMA_MESSAGES, splitRouteKey, type TApi, type TRouteSchemas } from '@portal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import type { TAccess } from './access.js';
import { AppError } from './app-error.js';
import { appendHook } from './route-hooks.js';

type TOut<S, F extends keyof TRouteSchemas> = S extends { [Q in F]: infer Z extends z.ZodType } ? z.output<Z> : unknown;

/** The request of one call, typed from its definition's schemas (what validation has produced). */
export type TApiRequest<S extends TRouteSchemas> = FastifyRequest<{
  Params: TOut<S, 'params'>;
  Querystring: TOut<S, 'query'>;
  Body: TOut<S, 'body'>;
}>;

/** What a handler returns: the answer before serialisation (the response schema's input), or nothing after `reply.send`. */
type TAnswer<S extends TRouteSchemas> = S extends { response: infer Z extends z.ZodType } ? z.input<Z> : unknown;

export type TApiHandler<S extends TRouteSchemas> = (request: TApiRequest<S>, reply: FastifyReply) => Promise<TAnswer<S>> | TAnswer<S>;

/** Route options besides the definition's schemas; `config.access` is required on every route (plugins/access). */
export type TServeOptions = Omit<RouteShorthandOptions, 'schema' | 'config'> & {
  config: { access: TAccess } & Omit<NonNullable<RouteShorthandOptions['config']>, 'access'>;
  /** answers besides 200 (e.g. 201, 204), content types for bodies that are not JSON, and headers a call reads (a multipart upload's target) */
  schema?: { response?: Record<number, z.ZodType>; consumes?: string[]; headers?: z.ZodType };
};

/**
 * Decision 018: a NUL, another control character or a lone surrogate anywhere in the params, query or
 * body is refused before validation, whatever field it is in, with that field in fieldErrors.
 */
function refuseUnstorableText(request: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void): void {
  for (const part of [request.params, request.query, request.body]) {
    const path = findUnstorableText(part);
    if (path) {
      const fieldErrors = { [path.join('.') || '_']: SCHEMA_MESSAGES.unstorableText() };
      return done(new AppError('VALIDATION', 400, ERROR_MESSAGES.VALIDATION, { fieldErrors }));
    }
  }
  done();
}

/**
 * Registers one call of a module's API definition (decision 014): method, path and schemas come from
 * the contract, so the server cannot serve a path or shape the web app does not call. The route is
 * marked with its key for the test that every definition is served and every API route is defined.
 */
export function serveApi<A extends TApi, K extends keyof A['paths'] & string>(
  app: FastifyInstance,
  api: A,
  key: K,
  options: TServeOptions,
  handler: TApiHandler<A['schemas'][K]>,
): void {
  const { method, path } = splitRouteKey(api.paths[key]!);
  const schemas: TRouteSchemas = api.schemas[key]!;
  app.route({
    ...options,
    method,
    url: path,
    config: { ...options.config, apiRoute: api.paths[key] },
    preValidation: appendHook(options.preValidation, refuseUnstorableText),
    schema: {
      ...(schemas.params ? { params: schemas.params } : {}),
      ...(schemas.query ? { querystring: schemas.query } : {}),
      ...(schemas.body ? { body: schemas.body } : {}),
      ...(options.schema?.consumes ? { consumes: options.schema.consumes } : {}),
      ...(options.schema?.headers ? { headers: options.schema.headers } : {}),
      ...(schemas.response || options.schema?.response
        ? { response: { ...(schemas.response ? { 200: schemas.response } : {}), ...options.schema?.response } }
        : {}),
    },
    handler: handler as unknown as RouteHandlerMethod,
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'GET /path' of the API definition the route was registered from (serveApi) */
    apiRoute?: string;
  }
}
