import { Logger } from '@aws-lambda-powertools/logger';
import { defineRoute, text, type AdminPermissions, type PlanFlag } from '@lm/shared';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import type { Caller } from './caller.js';
import { createRouteFactory, result, type RouteHandler } from './handler.js';

const context = { awsRequestId: 'lambda-req-1', functionName: 'test', memoryLimitInMB: '128' } as Context;
const adminClaims = { sub: 'u-admin', 'cognito:username': 'admin', 'cognito:groups': '[admin]' };
const studentClaims = { sub: 'u-student', 'cognito:username': 'student', 'cognito:groups': '[student]' };

function event(options: {
  method?: string;
  body?: string;
  contentType?: string;
  claims?: Record<string, string>;
  headers?: Record<string, string>;
  base64?: boolean;
}): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: 'POST /test',
    rawPath: '/test',
    rawQueryString: '',
    headers: { origin: 'https://shop.example', ...(options.contentType ? { 'Content-Type': options.contentType } : {}), ...options.headers },
    requestContext: {
      requestId: 'api-req-1',
      http: { method: options.method ?? 'POST', path: '/test' },
      ...(options.claims ? { authorizer: { jwt: { claims: options.claims, scopes: null } } } : {}),
    },
    isBase64Encoded: options.base64 ?? false,
    ...(options.body !== undefined ? { body: options.body } : {}),
  } as unknown as APIGatewayProxyEventV2;
}

const saveThing = defineRoute({
  id: 'saveThing',
  method: 'POST',
  path: '/test',
  domain: 'site',
  access: 'admin',
  summary: 'test route',
  body: z.strictObject({ name: text('Name'), count: z.coerce.number({ error: 'count must be a number.' }).int() }),
  response: z.object({ name: z.string(), count: z.number(), by: z.string() }),
});

function setup(handle?: (input: { name: string; count: number }, caller: Caller) => unknown, enabled: PlanFlag[] = [], permissions: AdminPermissions = 'all') {
  const adminPermissions = vi.fn(async (caller: Caller): Promise<AdminPermissions> => (caller.userId === 'u-admin' ? permissions : []));
  const recordActivity = vi.fn(async () => {});
  /** Users whose session was signed out: their tokens speak for no one. */
  const signedOut = new Set<string>();
  const openSession = vi.fn(async (caller: Caller) => (signedOut.has(caller.userId) ? undefined : { lastSeenAt: 0 }));
  const isFeatureEnabled = vi.fn(async (flag: PlanFlag) => enabled.includes(flag));
  const verifyToken = vi.fn(async (token: string) => {
    if (token === 'good') return studentClaims;
    throw new Error('bad token');
  });
  const logger = new Logger({ serviceName: 'test', logLevel: 'ERROR' });
  const route = createRouteFactory({ logger, verifyToken, openSession, recordActivity, isFeatureEnabled, adminPermissions, allowedOrigins: ['https://shop.example'] });
  const handler = route(saveThing, async ({ body, caller }) =>
    (handle ? handle(body, caller) : { ...body, by: caller.username }) as never,
  );
  const call = async (e: APIGatewayProxyEventV2) => {
    const answer = (await handler(e, context)) as APIGatewayProxyStructuredResultV2;
    return { status: answer.statusCode, headers: answer.headers ?? {}, body: JSON.parse(answer.body ?? 'null') };
  };
  return { call, recordActivity, openSession, signedOut, verifyToken, isFeatureEnabled, adminPermissions, route };
}

afterEach(() => vi.restoreAllMocks());

describe('HTTP chain', () => {
  it('parses JSON, validates it and answers with CORS headers', async () => {
    const { call, recordActivity } = setup();
    const answer = await call(event({ contentType: 'application/json', body: '{"name":"Math","count":2}', claims: adminClaims }));
    expect(answer).toMatchObject({ status: 200, body: { name: 'Math', count: 2, by: 'admin' } });
    expect(answer.headers['Access-Control-Allow-Origin']).toBe('https://shop.example');
    expect(recordActivity).toHaveBeenCalledWith(expect.objectContaining({ userId: 'u-admin', roleId: 1 }), 0);
  });

  it('answers 401 to a token whose session is no longer open, before anything else, and records no activity', async () => {
    const { call, signedOut, recordActivity, adminPermissions } = setup();
    signedOut.add('u-admin');
    const answer = await call(event({ contentType: 'application/json', body: '{"name":"Math","count":2}', claims: adminClaims }));
    expect(answer).toMatchObject({ status: 401, body: { message: 'Unauthorized' } });
    expect(recordActivity).not.toHaveBeenCalled();
    expect(adminPermissions).not.toHaveBeenCalled();
  });

  it('marks every answer nosniff, and keeps answers to a signed-in caller and refusals out of caches', async () => {
    const { call } = setup();
    const personal = await call(event({ contentType: 'application/json', body: '{"name":"Math","count":2}', claims: adminClaims }));
    expect(personal.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' });
    const refused = await call(event({ contentType: 'application/json', body: '{}', claims: adminClaims }));
    expect(refused.status).toBe(400);
    expect(refused.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' });
  });

  it('parses multipart form-data, as the SPA sends it', async () => {
    const { call } = setup();
    const form = new FormData();
    form.set('name', 'Science');
    form.set('count', '7');
    const request = new Request('http://x', { method: 'POST', body: form });
    const body = Buffer.from(await request.arrayBuffer()).toString('base64');
    const answer = await call(event({ contentType: request.headers.get('content-type') ?? '', body, base64: true, claims: adminClaims }));
    expect(answer).toMatchObject({ status: 200, body: { name: 'Science', count: 7 } });
  });

  it('parses url-encoded bodies', async () => {
    const { call } = setup();
    const answer = await call(event({ contentType: 'application/x-www-form-urlencoded', body: 'name=Art&count=3', claims: adminClaims }));
    expect(answer).toMatchObject({ status: 200, body: { name: 'Art', count: 3 } });
  });

  it('answers 400 naming each failing field, including fields it does not accept', async () => {
    const { call } = setup();
    const answer = await call(event({ contentType: 'application/json', body: '{"count":"x","extra":1}', claims: adminClaims }));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      success: false,
      ok: false,
      fields: { name: ['Name is required.'], count: ['count must be a number.'], extra: ['This field is not accepted.'] },
    });
    expect(answer.body.message).toMatch(/^The request is not valid\./);
  });

  it.each(['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__'])('answers 400 to a field named %s, like any field it does not accept', async (name) => {
    const { call } = setup();
    const json = await call(event({ contentType: 'application/json', body: `{"name":"Math","count":1,"${name}":1}`, claims: adminClaims }));
    expect(json.status).toBe(400);
    expect(json.body.fields).toEqual({ [name]: ['This field is not accepted.'] });
    expect(Object.keys(json.body.fields)).toEqual([name]);
    const form = await call(event({ contentType: 'application/x-www-form-urlencoded', body: `name=Math&count=1&${name}=1`, claims: adminClaims }));
    expect(form.status).toBe(400);
  });

  it('refuses malformed JSON, a wrong content type and an oversized body with a plain message', async () => {
    const { call } = setup();
    const malformed = await call(event({ contentType: 'application/json', body: '{"name":', claims: adminClaims }));
    expect(malformed).toMatchObject({ status: 400, body: { message: 'The request body is not valid JSON.' } });

    const wrongType = await call(event({ contentType: 'text/plain', body: 'name=x', claims: adminClaims }));
    expect(wrongType.status).toBe(415);
    expect(wrongType.body.message).toMatch(/^Unsupported content type/);

    const huge = await call(event({ contentType: 'application/json', body: JSON.stringify({ name: 'x'.repeat(1_100_000), count: 1 }), claims: adminClaims }));
    expect(huge).toMatchObject({ status: 413, body: { message: 'The request body is too large (the limit is 1 MB).' } });
  });

  it('answers 401 Unauthorized without claims and 403 with a plain message for the wrong role', async () => {
    const { call } = setup();
    expect(await call(event({ contentType: 'application/json', body: '{}' }))).toMatchObject({
      status: 401,
      body: { success: false, ok: false, message: 'Unauthorized' },
    });
    expect(await call(event({ contentType: 'application/json', body: '{"name":"a","count":1}', claims: studentClaims }))).toMatchObject({
      status: 403,
      body: { message: 'This is only for administrators.' },
    });
  });

  it('lets a handler choose its status', async () => {
    const { call } = setup(() => result(201, { name: 'n', count: 1, by: 'x' }));
    expect(await call(event({ contentType: 'application/json', body: '{"name":"a","count":1}', claims: adminClaims }))).toMatchObject({
      status: 201,
    });
  });

  it('hides unexpected failures behind a 500 without a stack, and logs them with the request id', async () => {
    const lines: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (lines.push(String(chunk)), true));
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => (lines.push(String(chunk)), true));
    const { call } = setup(() => {
      throw new Error('database exploded at /secret/path');
    });
    const answer = await call(event({ contentType: 'application/json', body: '{"name":"a","count":1}', claims: adminClaims }));
    vi.restoreAllMocks();

    expect(answer).toMatchObject({ status: 500, body: { message: 'Something went wrong on our side. Please try again.' } });
    expect(JSON.stringify(answer.body)).not.toMatch(/secret|exploded|at /);
    const logged = lines.map((line) => JSON.parse(line)).find((entry) => entry.message === 'unhandled error');
    expect(logged).toMatchObject({ level: 'ERROR', request_id: 'api-req-1', function_request_id: 'lambda-req-1', route: 'saveThing' });
  });

  it('reads an optional identity on public routes from Bearer or x-access-token', async () => {
    const { route, verifyToken, signedOut } = setup();
    const whoami = route(
      defineRoute({ id: 'whoami', method: 'GET', path: '/test', domain: 'site', access: 'public', optionalIdentity: true, summary: 't', response: z.any() }),
      async ({ caller }) => ({ user: caller?.username ?? null }),
    );
    const ask = async (headers: Record<string, string>) =>
      JSON.parse(((await whoami(event({ method: 'GET', headers }), context)) as APIGatewayProxyStructuredResultV2).body ?? '');

    expect(await ask({ authorization: 'Bearer good' })).toEqual({ user: 'student' });
    expect(await ask({ 'x-access-token': 'good' })).toEqual({ user: 'student' });
    expect(await ask({ authorization: 'Bearer forged' })).toEqual({ user: null });
    expect(await ask({})).toEqual({ user: null });
    expect(verifyToken).toHaveBeenCalledTimes(3);
    signedOut.add('u-student');
    expect(await ask({ authorization: 'Bearer good' })).toEqual({ user: null });
  });

  describe('plan features', () => {
    const trackThing = defineRoute({ ...saveThing, id: 'trackThing', feature: 'TRACKING_CODE' });
    const ask = async (handler: RouteHandler, claims?: Record<string, string>, body = '{"name":"a","count":1}') => {
      const answer = (await handler(event({ contentType: 'application/json', body, ...(claims ? { claims } : {}) }), context)) as APIGatewayProxyStructuredResultV2;
      return { status: answer.statusCode, body: JSON.parse(answer.body ?? 'null') };
    };

    it('answers 403 feature_disabled naming the flag when the current plan has it off, before validating the body', async () => {
      const { route, isFeatureEnabled, recordActivity } = setup(undefined, []);
      const handle = vi.fn(async () => ({ name: 'a', count: 1, by: 'x' }));
      const handler = route(trackThing, handle);

      for (const body of ['{"name":"a","count":1}', '{}']) {
        expect(await ask(handler, adminClaims, body)).toEqual({
          status: 403,
          body: {
            success: false,
            ok: false,
            message: 'This feature is not included in the current plan (TRACKING_CODE).',
            code: 'feature_disabled',
          },
        });
      }
      expect(isFeatureEnabled).toHaveBeenCalledWith('TRACKING_CODE');
      expect(handle).not.toHaveBeenCalled();
      expect(recordActivity).not.toHaveBeenCalled();
    });

    it('runs the handler when the current plan has the flag on', async () => {
      const { route } = setup(undefined, ['TRACKING_CODE']);
      const handler = route(trackThing, async ({ body, caller }) => ({ ...body, by: caller.username }));
      expect(await ask(handler, adminClaims)).toEqual({ status: 200, body: { name: 'a', count: 1, by: 'admin' } });
    });

    it('checks sign-in and role first: 401 and 403 role answers say nothing about the plan', async () => {
      const { route, isFeatureEnabled } = setup(undefined, []);
      const handler = route(trackThing, async () => ({ name: 'a', count: 1, by: 'x' }));
      expect(await ask(handler)).toMatchObject({ status: 401, body: { message: 'Unauthorized' } });
      expect(await ask(handler, studentClaims)).toMatchObject({ status: 403, body: { message: 'This is only for administrators.' } });
      expect(isFeatureEnabled).not.toHaveBeenCalled();
    });

    it('never asks about the plan on routes without a feature', async () => {
      const { call, isFeatureEnabled } = setup();
      expect(await call(event({ contentType: 'application/json', body: '{"name":"a","count":1}', claims: adminClaims }))).toMatchObject({ status: 200 });
      expect(isFeatureEnabled).not.toHaveBeenCalled();
    });
  });

  describe('custom user roles', () => {
    const courseThing = defineRoute({ ...saveThing, id: 'courseThing', permission: ['courses', 'products'], feature: 'TRACKING_CODE' });
    const ask = async (handler: RouteHandler, claims: Record<string, string>, body = '{"name":"a","count":1}') => {
      const answer = (await handler(event({ contentType: 'application/json', body, claims }), context)) as APIGatewayProxyStructuredResultV2;
      return { status: answer.statusCode, body: JSON.parse(answer.body ?? 'null') };
    };

    it('answers 403 to an administrator whose role has none of the route’s screens, before the plan, the body or the handler', async () => {
      const { route, isFeatureEnabled, recordActivity, adminPermissions } = setup(undefined, ['TRACKING_CODE'], ['articles', 'reviews']);
      const handle = vi.fn(async () => ({ name: 'a', count: 1, by: 'x' }));
      const handler = route(courseThing, handle);
      for (const body of ['{"name":"a","count":1}', '{}']) {
        expect(await ask(handler, adminClaims, body)).toEqual({ status: 403, body: { success: false, ok: false, message: 'Your user role does not allow this.' } });
      }
      expect(adminPermissions).toHaveBeenCalledWith(expect.objectContaining({ userId: 'u-admin' }));
      expect(handle).not.toHaveBeenCalled();
      expect(isFeatureEnabled).not.toHaveBeenCalled();
      expect(recordActivity).not.toHaveBeenCalled();
    });

    it('runs the handler for a role holding any one of the route’s screens, and for a full administrator', async () => {
      for (const permissions of [['products'], 'all'] as const) {
        const { route } = setup(undefined, ['TRACKING_CODE'], permissions);
        const handler = route(courseThing, async ({ body, caller }) => ({ ...body, by: caller.username }));
        expect(await ask(handler, adminClaims)).toEqual({ status: 200, body: { name: 'a', count: 1, by: 'admin' } });
      }
    });

    it('does not read permissions on routes that name none, nor for callers refused by role', async () => {
      const { call, route, adminPermissions } = setup(undefined, ['TRACKING_CODE'], []);
      expect(await call(event({ contentType: 'application/json', body: '{"name":"a","count":1}', claims: adminClaims }))).toMatchObject({ status: 200 });
      const handler = route(courseThing, async () => ({ name: 'a', count: 1, by: 'x' }));
      expect(await ask(handler, studentClaims)).toMatchObject({ status: 403, body: { message: 'This is only for administrators.' } });
      expect(adminPermissions).not.toHaveBeenCalled();
    });
  });
});
