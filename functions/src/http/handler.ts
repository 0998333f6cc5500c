import type { Logger } from '@aws-lambda-powertools/logger';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import {
  FEATURE_DISABLED,
  featureDisabledMessage,
  mayOpen,
  ROLE,
  type Access,
  type AdminPermissions,
  type PlanFlag,
  type RouteDefinition,
} from '@lm/shared';
import middy from '@middy/core';
import httpCors from '@middy/http-cors';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { z } from 'zod';
import { ForbiddenError, UnauthorizedError } from '../errors.js';
import { parseBody } from './body.js';
import { authorizerClaims, bearerToken, callerFromClaims, type Caller } from './caller.js';
import { errorMapper, JSON_HEADERS } from './error-mapper.js';
import { validate } from './validation.js';

type Out<T> = [Exclude<T, undefined>] extends [never] ? undefined : z.output<Exclude<T, undefined> & z.ZodType>;

export interface HttpRequest<R extends RouteDefinition> {
  body: Out<R['body']>;
  params: Out<R['params']>;
  query: Out<R['query']>;
  /** Set on every non-public route; on public routes only when optionalIdentity found a valid token. */
  caller: R['access'] extends 'public' ? Caller | undefined : Caller;
  /** The screens the calling administrator may use (decision 0021), read once per request. */
  permissions: () => Promise<AdminPermissions>;
  event: APIGatewayProxyEventV2;
  logger: Logger;
}

/** A handler may answer with a body (200), or with an explicit status, headers and cookies through `result()`. */
export class HttpResult<T> {
  constructor(
    readonly status: number,
    readonly body: T,
    readonly headers: Record<string, string> = {},
    /** `Set-Cookie` values (the HTTP API's `cookies`): playback rights to a video (decision 0034). */
    readonly cookies: readonly string[] = [],
  ) {}
}

export type RouteHandler = middy.MiddyfiedHandler<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context> & {
  route: RouteDefinition;
};

export interface HttpDependencies {
  logger: Logger;
  /** Verifies a token on public routes that read an optional identity. */
  verifyToken: (token: string) => Promise<Record<string, string | number | boolean | string[]>>;
  /**
   * The session the caller's token belongs to, when it is still open (decision 0004): a token of a
   * session that was signed out or ended answers 401 at once, not when it expires.
   */
  openSession: (caller: Caller) => Promise<{ lastSeenAt: number } | undefined>;
  /** Records that the caller was active (SESSION_ACTIVE_WINDOW_MS); `lastSeenAt` is the session's as read. */
  recordActivity: (caller: Caller, lastSeenAt: number) => Promise<void>;
  /** Whether the current plan (../shared/SPEC.md §6) has `flag` on; asked on every route gated by a feature, so it answers from a cache. */
  isFeatureEnabled: (flag: PlanFlag) => Promise<boolean>;
  /** The screens an administrator may use: 'all', or those of the custom user role they hold (decision 0021). */
  adminPermissions: (caller: Caller) => Promise<AdminPermissions>;
  allowedOrigins: string[];
}

const ROLE_OF: Partial<Record<Access, { roleId: number; message: string }>> = {
  student: { roleId: ROLE.student, message: 'This is only for students.' },
  instructor: { roleId: ROLE.instructor, message: 'This is only for instructors.' },
  admin: { roleId: ROLE.admin, message: 'This is only for administrators.' },
};

export function authorize(access: Access, caller: Caller | undefined): void {
  if (access === 'public') return;
  if (!caller) throw new UnauthorizedError();
  const required = ROLE_OF[access];
  if (required && caller.roleId !== required.roleId) throw new ForbiddenError(required.message);
}

export const ROLE_NOT_PERMITTED = 'Your user role does not allow this.';

/**
 * An administrator holding a custom user role calls only the routes of its screens; the role is
 * read per request, so a change to it applies at once.
 */
export async function requirePermission(route: RouteDefinition, caller: Caller | undefined, permissions: () => Promise<AdminPermissions>): Promise<void> {
  if (route.access !== 'admin' || !caller || !route.permission) return;
  if (!mayOpen(await permissions(), route.permission)) throw new ForbiddenError(ROLE_NOT_PERMITTED);
}

/** A route gated by a plan feature answers 403 `feature_disabled` while the current plan has it off. */
export async function requireFeature(feature: PlanFlag | undefined, isFeatureEnabled: HttpDependencies['isFeatureEnabled']): Promise<void> {
  if (feature && !(await isFeatureEnabled(feature))) throw new ForbiddenError(featureDisabledMessage(feature), FEATURE_DISABLED.code);
}

export function result<T>(status: number, body: T, headers?: Record<string, string>, cookies?: readonly string[]): HttpResult<T> {
  return new HttpResult(status, body, headers, cookies);
}

/**
 * Builds the one HTTP chain every handler runs in: logger with request id,
 * header normalisation, CORS, error mapping, auth and role check, plan
 * feature check, body parsing, zod validation. Handlers only hold their own logic.
 */
export function createRouteFactory(deps: HttpDependencies) {
  const { logger } = deps;

  /** The caller of a verified token whose session is open, with that session; else no one. */
  async function identify(route: RouteDefinition, event: APIGatewayProxyEventV2): Promise<{ caller: Caller; lastSeenAt: number } | undefined> {
    let caller: Caller | undefined;
    const claims = authorizerClaims(event);
    if (claims) {
      caller = callerFromClaims(claims);
    } else if (route.optionalIdentity) {
      const token = bearerToken(event.headers);
      caller = token ? callerFromClaims(await deps.verifyToken(token).catch(() => ({}))) : undefined;
    }
    const session = caller && (await deps.openSession(caller));
    return caller && session ? { caller, lastSeenAt: session.lastSeenAt } : undefined;
  }

  return function route<R extends RouteDefinition>(
    definition: R,
    fn: (request: HttpRequest<R>) => Promise<Out<R['response']> | HttpResult<Out<R['response']>>>,
  ): RouteHandler {
    const core = async (event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> => {
      logger.appendKeys({ request_id: event.requestContext?.requestId, route: definition.id });
      const identified = await identify(definition, event);
      const caller = identified?.caller;
      authorize(definition.access, caller);
      let held: Promise<AdminPermissions> | undefined;
      const permissions = () => (held ??= caller?.roleId === ROLE.admin ? deps.adminPermissions(caller) : Promise.resolve([]));
      await requirePermission(definition, caller, permissions);
      // Who may call comes first: a caller without the role learns nothing about the plan.
      await requireFeature(definition.feature, deps.isFeatureEnabled);
      if (identified && definition.access !== 'public') await deps.recordActivity(identified.caller, identified.lastSeenAt);
      const raw = event as unknown as { body?: unknown };
      const request = {
        body: definition.body ? validate(definition.body, raw.body, 'body') : undefined,
        params: definition.params ? validate(definition.params, event.pathParameters, 'path') : undefined,
        query: definition.query ? validate(definition.query, event.queryStringParameters, 'query') : undefined,
        caller,
        permissions,
        event,
        logger,
      } as HttpRequest<R>;
      const answer = await fn(request);
      const { status, body, headers, cookies } = answer instanceof HttpResult ? answer : new HttpResult(200, answer);
      return {
        statusCode: status,
        // An answer to a signed-in caller is theirs alone: no cache keeps it.
        headers: { ...JSON_HEADERS, ...(definition.access === 'public' ? {} : { 'cache-control': 'no-store' }), ...headers },
        ...(cookies.length ? { cookies: [...cookies] } : {}),
        body: JSON.stringify(body),
      };
    };

    const handler = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context>()
      .use(injectLambdaContext(logger, { resetKeys: true }))
      .use(httpHeaderNormalizer())
      // Credentials: the SPA takes a lesson's playback cookies from the API's answer (decision 0034).
      .use(httpCors({ origins: deps.allowedOrigins, headers: 'authorization,content-type,x-access-token', credentials: true, maxAge: 600 }))
      .use(errorMapper(logger))
      .use(parseBody(definition.maxBodyBytes) as middy.MiddlewareObj<APIGatewayProxyEventV2>)
      .handler(core);
    return Object.assign(handler, { route: definition });
  };
}
