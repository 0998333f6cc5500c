import { randomUUID } from 'node:crypto';
import { benchStack } from './bench-stack.js';
import { BUDGET, SETTINGS } from './budgets.js';
import type { EndpointFigures } from './http.js';
import { round } from './table.js';

const JSON_HEADERS = { 'content-type': 'application/json' };
const ITEM = 'course-pandas';
/** How long the one-buyer figures run: enough requests for a p99 of a few hundred. */
const SOLO_SECONDS = 3;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

interface Timed {
  latencies: number[];
  statuses: Record<string, number>;
  samples: Map<number, string>;
  seconds: number;
}

/** Runs `buyers` loops at once for `seconds`, timing each call `step` makes. */
async function timedLoops(buyers: number, seconds: number, step: (buyer: number, time: (call: () => Promise<Response>) => Promise<Response>) => Promise<void>): Promise<Timed> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const samples = new Map<number, string>();
  const time = async (call: () => Promise<Response>) => {
    const started = performance.now();
    const response = await call();
    latencies.push(performance.now() - started);
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    if (response.status >= 300 && !samples.has(response.status)) samples.set(response.status, (await response.clone().text()).slice(0, 200));
    return response;
  };
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: buyers }, async (_, buyer) => {
      while (performance.now() < until) await step(buyer, time);
    }),
  );
  return { latencies: latencies.sort((a, b) => a - b), statuses, samples, seconds: (performance.now() - started) / 1000 };
}

function figures(figure: string, scope: string, timed: Timed, p99BudgetMs?: number): EndpointFigures {
  const non2xx = Object.entries(timed.statuses).reduce((sum, [status, count]) => (status.startsWith('2') ? sum : sum + count), 0);
  const p99 = round(percentile(timed.latencies, 99));
  return {
    figure,
    scope,
    p50Ms: round(percentile(timed.latencies, 50)),
    p99Ms: p99,
    requestsPerSecond: round(timed.latencies.length / timed.seconds),
    responses: timed.latencies.length,
    non2xx,
    statusCounts: timed.statuses,
    ...(p99BudgetMs === undefined ? {} : { p99BudgetMs, withinBudget: p99 < p99BudgetMs }),
    problems: [...timed.samples].map(([status, body]) => `${figure}: ${timed.statuses[status]} × ${status} ${body}`),
  };
}

/**
 * The commerce section (decision 0030): adding to a visitor's cart, and checkout, each with
 * `commerceBuyers` buyers at once on the bench's local stack. Checkout's figure covers the
 * checkout request only; each buyer puts a course in their cart before each one.
 */
export async function measureCommerce(report: (line: string) => void): Promise<EndpointFigures[]> {
  const { stack } = await benchStack(report);
  const url = stack.gateway.url.replace(/\/$/, '');
  const buyers = SETTINGS.commerceBuyers;
  const post = (path: string, body: object, token?: string) =>
    fetch(url + path, { method: 'POST', headers: { ...JSON_HEADERS, ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });

  const visitors = Array.from({ length: buyers }, () => `bench-${randomUUID()}`);
  // As the add-to-cart buttons do, naming the item's kind.
  const addOnce = (buyer: number) => post(`/public/cart/${visitors[buyer]}/items`, { kind: 'course', item_id: ITEM });
  await Promise.all(visitors.map((_, buyer) => addOnce(buyer)));
  // One buyer alone first: what one add costs, with nobody queued ahead of it on the one event loop.
  const alone = await timedLoops(1, SOLO_SECONDS, async (buyer, time) => {
    await time(() => addOnce(buyer));
  });
  const cartAdd = await timedLoops(buyers, SETTINGS.durationSeconds, async (buyer, time) => {
    await time(() => addOnce(buyer));
  });
  report(`measured cart add: ${cartAdd.latencies.length} requests`);

  const sessions = await Promise.all(
    Array.from({ length: buyers }, async (_, index) => {
      const username = `benchbuyer${index}${randomUUID().slice(0, 6)}`;
      const answer = await post('/user/register', { username, email: `${username}@example.com`, password: 'Bench#2026pass', firstname: 'Bench', lastname: `Buyer ${index}` });
      if (answer.status !== 200) throw new Error(`Registering a bench buyer answered ${answer.status}: ${await answer.text()}`);
      return (await answer.json()) as { id_token: string; user: { id: string } };
    }),
  );
  const checkoutStep = async (buyer: number, time: (call: () => Promise<Response>) => Promise<Response>) => {
    const session = sessions[buyer]!;
    const added = await post(`/public/cart/${session.user.id}/items`, { kind: 'course', item_id: ITEM }, session.id_token);
    if (added.status !== 200) throw new Error(`Adding to a bench buyer's cart answered ${added.status}: ${await added.text()}`);
    await time(() => post('/api/checkout', { idempotency_key: randomUUID(), payment_method_id: 'pay-card' }, session.id_token));
  };
  const checkoutAlone = await timedLoops(1, SOLO_SECONDS, checkoutStep);
  const checkout = await timedLoops(buyers, SETTINGS.durationSeconds, checkoutStep);
  report(`measured checkout: ${checkout.latencies.length} orders`);

  return [
    figures('POST /public/cart/{id}/items (1 buyer)', 'each request, one visitor adding alone', alone),
    figures('POST /api/checkout (1 buyer)', 'checkout requests only, one student alone, each after adding a course', checkoutAlone),
    figures(`POST /public/cart/{id}/items (${buyers} buyers)`, `each request, ${buyers} visitors adding at once`, cartAdd, BUDGET.cartAddP99Ms),
    figures(`POST /api/checkout (${buyers} buyers)`, `checkout requests only, ${buyers} students at once, each after adding a course`, checkout, BUDGET.checkoutP99Ms),
  ];
}
