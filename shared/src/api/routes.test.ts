import { describe, expect, it } from 'vitest';
import { endpointCoverage } from './coverage.js';
import * as z from 'zod';
import { EXAMPLE_USER_ID, EXAMPLE_USERNAME, routeKey, type RouteDefinition } from './route.js';
import { routes as refs } from './route-refs.js';
import { routePath } from './route-ref.js';
import { routeList, routes } from './routes.js';
import { SPEC_ENDPOINTS, endpointShape } from './spec-endpoints.js';

describe('route table', () => {
  it('names each route by its key and a camelCase verb-noun id', () => {
    for (const [key, route] of Object.entries(routes)) {
      expect(route.id).toBe(key);
      expect(route.id).toMatch(/^[a-z]+[A-Za-z]*$/);
    }
  });

  it('holds each method and path once, also when parameters are named differently', () => {
    const shapes = routeList.map((route) => endpointShape(route.method, route.path));
    expect(new Set(shapes).size).toBe(shapes.length);
    expect(new Set(routeList.map(routeKey)).size).toBe(routeList.length);
  });

  it('names the variable of a path level alike in every route, or the HTTP API refuses the route (409 ConflictException)', () => {
    const names = new Map<string, Set<string>>();
    for (const route of routeList) {
      const segments = route.path.split('/');
      segments.forEach((segment, index) => {
        if (!segment.startsWith('{')) return;
        const parent = segments.slice(0, index).map((part) => (part.startsWith('{') ? '{}' : part)).join('/');
        names.set(parent, (names.get(parent) ?? new Set()).add(segment));
      });
    }
    expect([...names].filter(([, variables]) => variables.size > 1)).toEqual([]);
  });

  it('uses API Gateway path syntax', () => {
    for (const route of routeList) expect(route.path).toMatch(/^(\/[A-Za-z0-9_.-]+|\/\{[A-Za-z]+\})+$/);
  });

  it('gives every body-carrying method a body schema and every parameterised path a params schema', () => {
    for (const route of routeList) {
      if (route.path.includes('{')) expect(route.params, route.id).toBeDefined();
      if (route.method === 'GET') expect(route.body, route.id).toBeUndefined();
    }
  });

  it('reads an optional identity only on public routes', () => {
    for (const route of routeList.filter((r) => r.optionalIdentity)) expect(route.access).toBe('public');
  });

  it('names on every admin route the screens whose permission lets a custom role call it, and on no other route', () => {
    for (const route of routeList) {
      if (route.access === 'admin') expect(route.permission?.length, route.id).toBeGreaterThan(0);
      else expect(route.permission, route.id).toBeUndefined();
    }
  });

  it('keeps SPEC §7 public paths public and /api paths behind the authorizer', () => {
    for (const route of routeList) {
      if (route.path.startsWith('/public/')) expect(route.access, route.id).toBe('public');
      if (route.path.startsWith('/api/')) expect(route.access, route.id).not.toBe('public');
    }
  });
});

describe('route refs: the table without its schemas, for the web', () => {
  it('stay in step with the table (run `npm run routes` after changing it)', () => {
    const projected = Object.fromEntries(
      Object.entries(routes).map(([key, route]) => [
        key,
        { id: route.id, method: route.method, path: route.path, access: route.access, ...(route.optionalIdentity ? { optionalIdentity: true } : {}) },
      ]),
    );
    expect(refs).toEqual(projected);
  });

  it('fill a path with its parameters, encoded, and refuse a missing one', () => {
    expect(routePath(refs.getCategory, { type: 'course', id: 'a b/c' })).toBe('/api/categories/course/a%20b%2Fc');
    expect(() => routePath(refs.getCategory, { type: 'course' })).toThrow('/api/categories/{type}/{id} needs id.');
  });
});

describe('ownership: how signed-in routes keep callers apart', () => {
  const USER_FIELDS = ['user_id', 'userid', 'userId', 'username'];
  const bodyFields = (route: RouteDefinition) => (route.body instanceof z.ZodObject ? Object.keys(route.body.shape) : []);
  const withCaller = (example: Record<string, unknown>) =>
    JSON.parse(JSON.stringify(example).replaceAll(EXAMPLE_USER_ID, 'u-1').replaceAll(EXAMPLE_USERNAME, 'somchai')) as unknown;
  const byId = (id: string) => routeList.find((route) => route.id === id);

  it('is declared by every signed-in route that names a record or a user, so the authorization matrix tries it', () => {
    for (const route of routeList.filter((r) => r.access !== 'public' && r.access !== 'admin')) {
      const namesSomething = route.path.includes('{') || bodyFields(route).some((field) => USER_FIELDS.includes(field));
      if (namesSomething) expect(route.ownership, route.id).toBeDefined();
    }
  });

  it('points at routes that exist, with examples that pass their own validation', () => {
    for (const route of routeList) {
      if (route.example) expect(route.body?.safeParse(withCaller(route.example)).success, `${route.id} example`).toBe(true);
      const ownership = route.ownership;
      if (!ownership) continue;
      if (ownership.kind === 'body') {
        expect(bodyFields(route), route.id).toContain(ownership.field);
        expect(route.example?.[ownership.field], route.id).toBeDefined();
      }
      if (ownership.kind === 'record') {
        expect(byId(ownership.list)?.method, `${route.id} list`).toBe('GET');
        if (ownership.create) expect(byId(ownership.create.route)?.example, `${route.id} create`).toBeDefined();
        if (ownership.create) expect(byId(ownership.create.remove)?.method, `${route.id} remove`).toMatch(/^(DELETE|POST)$/);
        if (route.body) expect(route.example, route.id).toBeDefined();
      }
    }
  });
});

describe('endpoint coverage against SPEC §7', () => {
  it('lists every endpoint SPEC §7 names, each once', () => {
    const shapes = SPEC_ENDPOINTS.map((e) => endpointShape(e.method, e.path));
    expect(new Set(shapes).size).toBe(shapes.length);
    expect(SPEC_ENDPOINTS.filter((e) => e.group === 'deletes')).toHaveLength(34);
    expect(SPEC_ENDPOINTS).toHaveLength(11 + 7 + 3 + 34 + 6);
  });

  it('splits the spec into implemented and missing, and names routes beyond it', () => {
    const coverage = endpointCoverage(routeList, SPEC_ENDPOINTS);
    expect(coverage.implemented.map((e) => `${e.method} ${e.path}`)).toEqual(
      expect.arrayContaining(['POST /user/login', 'POST /user/logout', 'POST /user/instructor/login', 'GET /public/googleanalytic', 'GET /public/facebookpixel', 'GET /public/announcement/{id}']),
    );
    expect(coverage.implemented.length + coverage.missing.length).toBe(SPEC_ENDPOINTS.length);
    expect(coverage.additional.map(routeKey)).toContain('POST /user/token/refresh');
  });

  it('matches a spec path whatever its parameter is called', () => {
    const coverage = endpointCoverage(
      [{ ...routes.listUserAnnouncements, path: '/public/announcement/{userId}' }],
      SPEC_ENDPOINTS.filter((e) => e.path.startsWith('/public/announcement')),
    );
    expect(coverage.missing).toEqual([]);
  });
});
