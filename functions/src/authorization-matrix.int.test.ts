import {
  EXAMPLE_USER_ID,
  EXAMPLE_USERNAME,
  mayOpen,
  ROLE,
  routeKey,
  routeList,
  type AdminPermissions,
  type Ownership,
  type RouteDefinition,
} from '@lm/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ROLE_NOT_PERMITTED } from './http/handler.js';
import { signIn, signOut } from './testing/api.js';

/**
 * Every route of the table, as every kind of caller (ARCHITECTURE §2: new routes are covered
 * without a test of their own). Who may call a route comes from its `access` and `permission`;
 * how it keeps one caller's records from another's, from its `ownership`.
 */

interface Caller {
  name: string;
  token?: string;
  userId?: string;
  username?: string;
  roleId?: number;
  permissions?: AdminPermissions;
}

type Session = Awaited<ReturnType<typeof signIn>> & { user: { username?: string; role_id?: number; permissions?: AdminPermissions } };

/** Path values that name nothing: the refusal must come before any record is looked up. */
const PROBE = 'matrix-probe';
const STACK_TRACE = /\bat .+\.(ts|js|mjs):\d+/;

const sessions: Session[] = [];
const callers: Caller[] = [{ name: 'anonymous' }];
let student: Caller;
let anotherStudent: Caller;

async function signedIn(name: string, username: string): Promise<Caller> {
  const session = (await signIn(username)) as Session;
  sessions.push(session);
  return {
    name,
    token: session.id_token,
    userId: session.user.id,
    username,
    roleId: session.user.role_id,
    ...(session.user.permissions ? { permissions: session.user.permissions } : {}),
  };
}

beforeAll(async () => {
  student = await signedIn('student', 'student');
  anotherStudent = await signedIn('another student', 'student2');
  callers.push(student, anotherStudent, await signedIn('instructor', 'instructor'), await signedIn('administrator', 'admin'));
  const limited = await signedIn('administrator holding a user role', 'editor');
  expect(limited.permissions).not.toBe('all');
  callers.push(limited);
  // A token whose session was signed out speaks for no one (decision 0004).
  const ended = await signIn('instructor2');
  await signOut(ended);
  callers.push({ name: 'signed out', token: ended.id_token, userId: ended.user.id, roleId: ROLE.instructor });
});

/**
 * The settings as the matrix found them. Its empty bodies are valid settings (every field has a
 * default), so the administrator's calls reset each group: they are put back through the API, as
 * an administrator would, so the stack's settings cache follows and the suites after this one find
 * the demo's settings.
 */
let keptSettings: { site: Record<string, unknown>; seo: unknown; tracking: unknown } | undefined;

beforeAll(async () => {
  const read = async (id: string) => {
    const answer = await call(byId(id), administrator());
    expect(answer.status, `${id}: ${answer.text.slice(0, 200)}`).toBe(200);
    return answer.json;
  };
  keptSettings = { site: (await read('getAdminSiteSettings')) as Record<string, unknown>, seo: await read('getSeoSettings'), tracking: await read('getTrackingSettings') };
});

afterAll(async () => {
  if (keptSettings) {
    const admin = administrator();
    const put = async (path: string, body: unknown) => {
      const answer = await call({ ...byId('getAdminSiteSettings'), method: 'PUT', path } as RouteDefinition, admin, { body });
      expect(answer.status, `PUT ${path}: ${answer.text.slice(0, 200)}`).toBe(200);
    };
    // The stylesheet group is sent as {stylesheet}; the external sign-in's secret, never answered, is kept when sent empty.
    for (const [group, value] of Object.entries(keptSettings.site)) await put(`/api/settings/site/${group}`, group === 'stylesheet' ? { stylesheet: value } : value);
    await put('/api/settings/seo', keptSettings.seo);
    await put('/api/settings/tracking', keptSettings.tracking);
  }
  for (const session of sessions) await signOut(session);
});

/** The example body with `{userId}` and `{username}` standing for `whose`. */
function exampleFor(example: Record<string, unknown> | undefined, whose: Caller): unknown {
  if (!example) return undefined;
  return JSON.parse(JSON.stringify(example).replaceAll(EXAMPLE_USER_ID, whose.userId ?? '').replaceAll(EXAMPLE_USERNAME, whose.username ?? ''));
}

async function call(route: RouteDefinition, caller: Caller, request: { params?: Record<string, string>; body?: unknown } = {}) {
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(request.params?.[name] ?? PROBE));
  const headers: Record<string, string> = { accept: 'application/json' };
  if (caller.token) headers.authorization = `Bearer ${caller.token}`;
  let body: string | undefined;
  if (route.method !== 'GET') {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.body ?? {});
  }
  const response = await fetch(`${inject('apiUrl')}${path}`, { method: route.method, headers, body });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, text, json: json as { message?: string } | undefined };
}

type Expected = { status: 401 } | { status: 403; message?: string } | 'allowed';

const ROLE_OF_ACCESS = { student: ROLE.student, instructor: ROLE.instructor, admin: ROLE.admin } as const;

/** What the route's access rule and screens say this caller gets. */
function expected(route: RouteDefinition, caller: Caller): Expected {
  if (route.access === 'public') return 'allowed';
  if (!caller.token || caller.name === 'signed out') return { status: 401 };
  if (route.access === 'signed-in') return 'allowed';
  if (caller.roleId !== ROLE_OF_ACCESS[route.access]) return { status: 403 };
  if (route.access === 'admin' && route.permission && caller.permissions && !mayOpen(caller.permissions, route.permission)) {
    return { status: 403, message: ROLE_NOT_PERMITTED };
  }
  return 'allowed';
}

describe('the authorization matrix: every route, every caller', () => {
  it.each(routeList.map((route) => [routeKey(route), route] as const))('%s', async (_key, route) => {
    for (const caller of callers) {
      const answer = await call(route, caller);
      const context = `${caller.name}: ${answer.status} ${answer.text.slice(0, 200)}`;
      expect(answer.status, context).toBeLessThan(500);
      expect(answer.text, context).not.toMatch(STACK_TRACE);
      const rule = expected(route, caller);
      if (rule === 'allowed') {
        // Let through: whatever the route then says, it is not the authorizer's or the role's refusal.
        if (route.access !== 'public') expect(answer.status, context).not.toBe(401);
        expect(answer.json?.message, context).not.toBe(ROLE_NOT_PERMITTED);
        continue;
      }
      expect(answer.status, context).toBe(rule.status);
      if (rule.status === 403 && rule.message) expect(answer.json?.message, context).toBe(rule.message);
    }
  });
});

const byId = (id: string) => {
  const route = routeList.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`No route ${id}.`);
  return route;
};

const administrator = () => callers.find((caller) => caller.name === 'administrator') as Caller;

/** The owner's records a `record` ownership names, narrowed by its `where`. */
async function ownersRecords(ownership: Extract<Ownership, { kind: 'record' }>, owner: Caller): Promise<{ id: string }[]> {
  const params = Object.fromEntries(Object.entries(ownership.listParams ?? {}).map(([name, value]) => [name, value === EXAMPLE_USER_ID ? (owner.userId ?? '') : value]));
  const answer = await call(byId(ownership.list), owner, { params });
  expect(answer.status, `${ownership.list} as the owner`).toBe(200);
  const rows = (Array.isArray(answer.json) ? answer.json : ((answer.json as { rows?: unknown[] })?.rows ?? [])) as Record<string, unknown>[];
  return rows.filter((row) => Object.entries(ownership.where ?? {}).every(([field, value]) => row[field] === value)) as { id: string }[];
}

describe('ownership: another caller of the same role naming the owner’s records', () => {
  const owned = routeList.filter((route) => route.ownership);
  let anotherInstructor: Caller;

  // Signed in once the matrix is done: the signed-out caller's token is of an earlier session of the same account.
  beforeAll(async () => {
    anotherInstructor = await signedIn('another instructor', 'instructor2');
  });

  /** The owner of a `record` ownership's records (a student unless it says an instructor), and another of the same role. */
  const ownerAndOther = (ownership: Extract<Ownership, { kind: 'record' }>): [Caller, Caller] =>
    ownership.owner === 'instructor' ? [callers.find((caller) => caller.name === 'instructor') as Caller, anotherInstructor] : [student, anotherStudent];

  it('covers the routes that declare it', () => {
    expect(owned.length).toBeGreaterThan(0);
  });

  it.each(owned.map((route) => [routeKey(route), route] as const))('%s', async (_key, route) => {
    const ownership = route.ownership as Ownership;
    const refusal = (answer: { status: number; text: string }) => expect([403, 404], `${answer.status} ${answer.text.slice(0, 200)}`).toContain(answer.status);

    if (ownership.kind === 'record') {
      const [owner, other] = ownerAndOther(ownership);
      let records = await ownersRecords(ownership, owner);
      let made: { id: string; remove: () => ReturnType<typeof call> } | undefined;
      if (records.length === 0 && ownership.create) {
        const maker = ownership.create.as === 'owner' ? owner : administrator();
        const create = byId(ownership.create.route);
        const created = await call(create, maker, { body: exampleFor(create.example, owner) });
        expect(created.status, `${create.id}`).toBe(200);
        const id = (created.json as { id: string }).id;
        const remove = byId(ownership.create.remove);
        made = { id, remove: () => call(remove, maker, remove.path.includes('{id}') ? { params: { id } } : { body: { ids: [id] } }) };
        records = await ownersRecords(ownership, owner);
      }
      // A record the other caller holds too (a course both bought) is not the owner's alone: it answers them their own.
      const theirs = new Set((await ownersRecords(ownership, other)).map((record) => record.id));
      records = records.filter((record) => !theirs.has(record.id));
      try {
        expect(records.length, `a record of the ${owner.name} to try`).toBeGreaterThan(0);
        const before = JSON.stringify(records);
        for (const record of records) refusal(await call(route, other, { params: { id: record.id }, body: exampleFor(route.example, other) }));
        expect(JSON.stringify((await ownersRecords(ownership, owner)).filter((record) => !theirs.has(record.id)))).toBe(before);
      } finally {
        // What the test made for the student goes again, so other tests find the account as seeded.
        if (made) expect((await made.remove()).status, `removing ${made.id}`).toBe(200);
      }
    }

    if (ownership.kind === 'body') {
      const profile = byId('getProfile');
      const before = await call(profile, student);
      expect(before.status).toBe(200);
      refusal(await call(route, anotherStudent, { body: exampleFor(route.example, student) }));
      // The student's session and profile are as they were.
      expect((await call(profile, student)).text).toBe(before.text);
    }

    if (ownership.kind === 'filtered') {
      const params = { id: student.userId ?? '' };
      const asAnother = await call(route, anotherStudent, { params });
      const asNobody = await call(route, callers[0] as Caller, { params });
      expect(asAnother.status).toBe(asNobody.status);
      expect(asAnother.json).toEqual(asNobody.json);
      expect((await call(route, student, { params })).json).not.toEqual(asNobody.json);
    }
  });
});
