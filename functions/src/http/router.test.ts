import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import type { RouteHandler } from './handler.js';
import { domainRouter } from './router.js';
import { routeList, routes } from '@lm/shared';

const stub = (route: RouteHandler['route'], answer: string) =>
  Object.assign(async () => ({ statusCode: 200, body: answer }), { route }) as unknown as RouteHandler;

describe('domainRouter', () => {
  it('refuses to start when its handlers differ from the route table', () => {
    const site = Object.fromEntries(routeList.filter((route) => route.domain === 'site').map((route) => [route.id, route]));
    const identity = Object.fromEntries(routeList.filter((route) => route.domain === 'identity').map((route) => [route.id, route]));
    expect(() => domainRouter('site', site, [stub(routes.getGoogleAnalytic, 'ga')])).toThrow(/Missing: \[GET \/public\/facebookpixel/);
    expect(() =>
      domainRouter('identity', identity, [
        stub(routes.login, ''),
        stub(routes.instructorLogin, ''),
        stub(routes.refreshToken, ''),
        stub(routes.logout, ''),
        stub(routes.getGoogleAnalytic, ''),
      ]),
    ).toThrow(/foreign: \[GET \/public\/googleanalytic\]/);
  });

  it('refuses routes of another domain', () => {
    expect(() => domainRouter('identity', { getGoogleAnalytic: routes.getGoogleAnalytic }, [stub(routes.getGoogleAnalytic, '')])).toThrow(/routes of other domains/);
  });

  it('dispatches on routeKey and answers an unknown key with a JSON 404', async () => {
    const identity = Object.fromEntries(routeList.filter((route) => route.domain === 'identity').map((route) => [route.id, route]));
    const router = domainRouter(
      'identity',
      identity,
      routeList.filter((route) => route.domain === 'identity').map((route) => stub(route, route.id)),
    );
    const call = (routeKey: string) => router({ routeKey } as APIGatewayProxyEventV2, {} as Context);
    expect(await call('POST /user/instructor/login')).toMatchObject({ body: 'instructorLogin' });
    expect(await call('POST /user/login')).toMatchObject({ body: 'login' });
    expect(await call('GET /nowhere')).toMatchObject({ statusCode: 404, body: JSON.stringify({ success: false, ok: false, message: 'Not Found' }) });
  });
});
