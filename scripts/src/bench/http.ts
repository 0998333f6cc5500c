import { benchStack } from './bench-stack.js';
import { createDatabase, createDocumentClient } from '@lm/functions/data/database';
import autocannon from 'autocannon';
import type { LocalStack } from '../local/stack.js';
import { benchAccounts, DEMO_PASSWORD, type DemoAccount } from '../seed/accounts.js';
import { ensureAccount, type SeedTarget } from '../seed/seed.js';
import { BUDGET, SETTINGS } from './budgets.js';
import { round } from './table.js';

export interface EndpointFigures {
  figure: string;
  /** What the latency figures cover. */
  scope: string;
  p50Ms: number;
  p99Ms: number;
  requestsPerSecond: number;
  responses: number;
  non2xx: number;
  statusCounts: Record<string, number>;
  /** Budget of p99, when the figure has one. */
  p99BudgetMs?: number;
  withinBudget?: boolean;
  /** Why the run is not valid (non-2xx answers, socket errors); empty when it is. */
  problems: string[];
}

const JSON_HEADERS = { 'content-type': 'application/json' };
const LOGIN = '/user/login';
const LOGOUT = '/user/logout';
const PUBLIC_READ = '/public/googleanalytic';

/** Counts answers by status and keeps one sample body of each non-2xx status, as the reason a run is invalid. */
class StatusLog {
  readonly counts: Record<string, number> = {};
  readonly samples = new Map<number, string>();
  record(status: number, body: string) {
    this.counts[status] = (this.counts[status] ?? 0) + 1;
    if ((status < 200 || status > 299) && !this.samples.has(status)) this.samples.set(status, body.slice(0, 200));
  }
  get non2xx() {
    return Object.entries(this.counts).reduce((sum, [status, count]) => (status.startsWith('2') ? sum : sum + count), 0);
  }
  problems(what: string): string[] {
    return [...this.samples].map(([status, body]) => `${what}: ${this.counts[status]} × ${status} ${body}`);
  }
}

function socketProblems(result: autocannon.Result): string[] {
  return result.errors || result.timeouts ? [`${result.errors} socket errors (${result.timeouts} timeouts)`] : [];
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

const load = (url: string, options: Partial<autocannon.Options>) =>
  autocannon({ url, connections: SETTINGS.connections, duration: SETTINGS.durationSeconds, ...options });

async function benchPublicRead(url: string): Promise<EndpointFigures> {
  await load(url + PUBLIC_READ, { duration: SETTINGS.warmupSeconds });
  const log = new StatusLog();
  const result = await load(url, { requests: [{ method: 'GET', path: PUBLIC_READ, onResponse: (status, body) => log.record(status, body) }] });
  return {
    figure: `GET ${PUBLIC_READ}`,
    scope: 'every request',
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requestsPerSecond: result.requests.average,
    responses: result.requests.total,
    non2xx: log.non2xx,
    statusCounts: log.counts,
    p99BudgetMs: BUDGET.publicReadP99Ms,
    withinBudget: result.latency.p99 < BUDGET.publicReadP99Ms,
    problems: [...log.problems(PUBLIC_READ), ...socketProblems(result)],
  };
}

interface Lease {
  account: DemoAccount;
  sentAt: number;
  token?: string;
  userId?: string;
}

/**
 * Sign-in and sign-out pairs. The API refuses a second sign-in of an account
 * whose session is active, so no two connections may hold one account at once.
 * autocannon resets a connection's context after each pair, so instead of a
 * fixed account per connection, a pair leases a free account at sign-in and
 * returns it once signed out: with as many accounts as connections, the pool
 * never runs dry. Sign-in latency is timed here, from building the request to
 * its answer, as autocannon's own histogram mixes both requests.
 */
async function benchLogin(url: string, accounts: DemoAccount[]): Promise<EndpointFigures> {
  const free = [...accounts];
  let spare = 0;
  const latencies: number[] = [];
  const logins = new StatusLog();
  const logouts = new StatusLog();
  const leaseOf = (context: object) => (context as { lease: Lease }).lease;

  const result = await load(url, {
    requests: [
      {
        method: 'POST',
        path: LOGIN,
        headers: JSON_HEADERS,
        setupRequest(request, context) {
          // A connection cut mid-pair would keep its account; borrow one then (a 409 will say so).
          const account = free.shift() ?? accounts[spare++ % accounts.length];
          if (!account) throw new Error('No bench account to sign in with.');
          Object.assign(context, { lease: { account, sentAt: performance.now() } satisfies Lease });
          return { ...request, body: JSON.stringify({ username: account.username, password: DEMO_PASSWORD }) };
        },
        onResponse(status, body, context) {
          const lease = leaseOf(context);
          latencies.push(performance.now() - lease.sentAt);
          logins.record(status, body);
          if (status !== 200) return;
          const answer = JSON.parse(body) as { id_token: string; user: { id: string } };
          lease.token = answer.id_token;
          lease.userId = answer.user.id;
        },
      },
      {
        method: 'POST',
        path: LOGOUT,
        setupRequest(request, context) {
          const lease = leaseOf(context);
          return {
            ...request,
            headers: { ...JSON_HEADERS, authorization: `Bearer ${lease.token ?? ''}` },
            body: JSON.stringify({ user_id: lease.userId ?? '' }),
          };
        },
        onResponse(status, body, context) {
          logouts.record(status, body);
          free.push(leaseOf(context).account);
        },
      },
    ],
  });

  latencies.sort((a, b) => a - b);
  return {
    figure: `POST ${LOGIN}`,
    scope: `sign-in requests only, each followed by POST ${LOGOUT} on the same connection`,
    p50Ms: round(percentile(latencies, 50)),
    p99Ms: round(percentile(latencies, 99)),
    requestsPerSecond: round(latencies.length / result.duration),
    responses: latencies.length,
    non2xx: logins.non2xx + logouts.non2xx,
    statusCounts: Object.fromEntries([
      ...Object.entries(logins.counts).map(([status, count]) => [`login ${status}`, count]),
      ...Object.entries(logouts.counts).map(([status, count]) => [`logout ${status}`, count]),
    ]),
    problems: [...logins.problems(LOGIN), ...logouts.problems(LOGOUT), ...socketProblems(result)],
  };
}

/** Signs every account in and out once, so the sign-in path is warm and the accounts proven before the timed run. */
async function warmLogin(url: string, accounts: DemoAccount[]): Promise<void> {
  const post = (path: string, body: object, token?: string) =>
    fetch(url + path, { method: 'POST', headers: { ...JSON_HEADERS, ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
  await Promise.all(
    accounts.map(async (account) => {
      const login = await post(LOGIN, { username: account.username, password: DEMO_PASSWORD });
      if (login.status !== 200) throw new Error(`Warm-up sign-in of ${account.username} answered ${login.status}: ${await login.text()}`);
      const { id_token: token, user } = (await login.json()) as { id_token: string; user: { id: string } };
      const logout = await post(LOGOUT, { user_id: user.id }, token);
      if (logout.status !== 200) throw new Error(`Warm-up sign-out of ${account.username} answered ${logout.status}: ${await logout.text()}`);
    }),
  );
}

async function createAccounts(stack: LocalStack, accounts: DemoAccount[]): Promise<void> {
  const target: SeedTarget = {
    cognito: stack.clients.cognito,
    dynamodb: stack.clients.dynamodb,
    tableName: stack.resources.tableName,
    userPoolId: stack.resources.userPoolId,
  };
  const db = createDatabase({ table: target.tableName, client: createDocumentClient(stack.clients.dynamodb) });
  // One at a time: cognito-local keeps the pool in one JSON file.
  for (const account of accounts) await ensureAccount(target, db, account);
}

/** Loads the bench's local stack (in-memory table, temporary folder, free ports). */
export async function measureHttp(report: (line: string) => void): Promise<EndpointFigures[]> {
  const { stack } = await benchStack(report);
  const url = stack.gateway.url.replace(/\/$/, '');
  const accounts = benchAccounts(SETTINGS.connections);
  await createAccounts(stack, accounts);
  report(`${accounts.length} bench accounts ready; ${SETTINGS.connections} connections × ${SETTINGS.durationSeconds} s per endpoint`);
  const publicRead = await benchPublicRead(url);
  report(`measured GET ${PUBLIC_READ}`);
  await warmLogin(url, accounts);
  const login = await benchLogin(url, accounts);
  report(`measured POST ${LOGIN}`);
  return [publicRead, login];
}
