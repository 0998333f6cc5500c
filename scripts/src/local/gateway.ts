import type { Claims, TokenVerifier } from '@lm/functions/adapters/jwt-verifier';
import { domainEntries } from '@lm/functions/domains';
import type { DomainHandler } from '@lm/functions/http/router';
import { bearerToken } from '@lm/functions/http/caller';
import { routeKey, routeList, type Domain, type RouteDefinition } from '@lm/shared';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { invokePath, serveInvoke, type LambdaModule } from './lambda-invoke.js';
import { OUTBOX_PAGE_PATH, renderOutboxPage } from './outbox-page.js';
import type { LocalRoomSocket } from './room-socket.js';

/** API Gateway's own limit on a request payload. */
const MAX_PAYLOAD_BYTES = 10 * 1024 * 1024;
const CORS_HEADERS = 'authorization,content-type,x-access-token';
const CORS_METHODS = 'GET,POST,PUT,PATCH,DELETE,OPTIONS';

interface MountedRoute {
  route: RouteDefinition;
  key: string;
  pattern: RegExp;
}

function mount(route: RouteDefinition): MountedRoute {
  const source = route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\+?\}/g, '(?<$1>[^/]+)');
  return { route, key: routeKey(route), pattern: new RegExp(`^${source}$`) };
}

const isVariable = (segment: string) => segment.startsWith('{');

/**
 * API Gateway picks the most specific route: at the first segment where two paths differ in
 * kind, the literal one wins (`/public/custompage/by-path` over `/public/custompage/{page}`).
 */
export function bySpecificity(a: Pick<RouteDefinition, 'path'>, b: Pick<RouteDefinition, 'path'>): number {
  const left = a.path.split('/');
  const right = b.path.split('/');
  for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
    const difference = Number(isVariable(left[index] as string)) - Number(isVariable(right[index] as string));
    if (difference !== 0) return difference;
  }
  return 0;
}

/** Text bodies reach the Lambda as they are; everything else base64-encoded, as API Gateway does. */
function isText(contentType: string | undefined): boolean {
  return !contentType || /^(text\/|application\/(json|.+\+json|x-www-form-urlencoded|xml|javascript))/i.test(contentType);
}

/** API Gateway hands claims over as strings, arrays as `[a b]`. */
function flattenClaims(claims: Claims): Record<string, string> {
  return Object.fromEntries(
    Object.entries(claims).map(([name, value]) => [name, Array.isArray(value) ? `[${value.join(' ')}]` : String(value)]),
  );
}

/** The path's variables, decoded; undefined when one is not valid percent-encoding. */
function decodeParams(groups: Record<string, string>): Record<string, string> | undefined {
  try {
    return Object.fromEntries(Object.entries(groups).map(([name, value]) => [name, decodeURIComponent(value)]));
  } catch {
    return undefined;
  }
}

function readBody(request: IncomingMessage): Promise<Buffer | 'too-large'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_PAYLOAD_BYTES) chunks.push(chunk);
    });
    request.on('end', () => resolve(size > MAX_PAYLOAD_BYTES ? 'too-large' : Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

export interface GatewayOptions {
  host: string;
  port: number;
  verifyToken: TokenVerifier;
  allowedOrigins: string[];
  /** Lambda environment, applied before a domain is first loaded (its cold start). */
  lambdaEnv: Record<string, string>;
  /** The outbox folder whose messages GET /_local/outbox shows (decision 0019). */
  outboxDir?: string;
  /** Lambdas served at Lambda's Invoke path, by function name: the user pool's triggers (decision 0024). */
  functions?: Record<string, () => Promise<LambdaModule>>;
  /** The class room's WebSocket routes and their management API, on the same port (decision 0049). */
  roomSocket?: LocalRoomSocket;
}

export interface Gateway {
  url: string;
  server: Server;
  close(): Promise<void>;
}

/**
 * A local stand-in for the HTTP API: mounts the route table, answers CORS
 * preflights, runs the JWT authorizer on non-public routes, and invokes the
 * domain Lambda's handler with an API Gateway v2 event.
 */
export async function startGateway(options: GatewayOptions): Promise<Gateway> {
  const mounted = [...routeList].sort((a, b) => bySpecificity(a, b)).map(mount);
  const loaded = new Map<Domain, Promise<DomainHandler>>();
  Object.assign(process.env, options.lambdaEnv);

  const load = (domain: Domain) => {
    let handler = loaded.get(domain);
    if (!handler) {
      const entry = domainEntries[domain];
      if (!entry) throw new Error(`No Lambda entry for domain ${domain}`);
      handler = entry().then((module) => module.handler);
      loaded.set(domain, handler);
    }
    return handler;
  };

  const corsHeaders = (origin: string | undefined): Record<string, string> => {
    if (!origin || !(options.allowedOrigins.includes('*') || options.allowedOrigins.includes(origin))) return {};
    return { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true', vary: 'Origin' };
  };

  const server = createServer(async (request, response) => {
    try {
      const url = new URL(request.url ?? '/', `http://${request.headers.host ?? 'localhost'}`);
      const method = (request.method ?? 'GET').toUpperCase();
      const origin = request.headers.origin;
      if (method === 'OPTIONS') {
        response.writeHead(204, {
          ...corsHeaders(origin),
          'access-control-allow-headers': CORS_HEADERS,
          'access-control-allow-methods': CORS_METHODS,
          'access-control-max-age': '600',
        });
        response.end();
        return;
      }
      const invoked = method === 'POST' && options.functions ? invokePath(url.pathname) : undefined;
      if (invoked) return await serveInvoke(request, response, invoked, options.functions?.[invoked]);
      if (options.roomSocket && (await options.roomSocket.manage(request, response, url.pathname))) return;
      if (method === 'GET' && url.pathname === OUTBOX_PAGE_PATH && options.outboxDir) {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        response.end(await renderOutboxPage(options.outboxDir));
        return;
      }
      let match: { mountedRoute: MountedRoute; params: Record<string, string> } | undefined;
      for (const mountedRoute of mounted) {
        if (mountedRoute.route.method !== method) continue;
        const found = mountedRoute.pattern.exec(url.pathname);
        if (found) {
          const params = decodeParams(found.groups ?? {});
          // A path parameter that is not valid percent-encoding (`/public/courses/%`).
          if (!params) return send(response, 400, { message: 'Bad Request' }, corsHeaders(origin));
          match = { mountedRoute, params };
          break;
        }
      }
      if (!match) return send(response, 404, { message: 'Not Found' }, corsHeaders(origin));

      const headers: Record<string, string> = Object.fromEntries(
        Object.entries(request.headers).flatMap(([name, value]) => (value === undefined ? [] : [[name.toLowerCase(), Array.isArray(value) ? value.join(',') : value]])),
      );

      let claims: Record<string, string> | undefined;
      if (match.mountedRoute.route.access !== 'public') {
        const token = bearerToken(headers);
        try {
          if (!token) throw new Error('no token');
          claims = flattenClaims(await options.verifyToken(token));
        } catch {
          return send(response, 401, { message: 'Unauthorized' }, corsHeaders(origin));
        }
      }

      const body = await readBody(request);
      if (body === 'too-large') return send(response, 413, { message: 'Request Entity Too Large' }, corsHeaders(origin));
      const text = isText(headers['content-type']);
      // Repeated names are joined with commas, as API Gateway does; names are the caller's
      // (`constructor`, `__proto__`), so they are gathered in a map.
      const joined = new Map<string, string>();
      for (const [name, value] of url.searchParams) joined.set(name, joined.has(name) ? `${joined.get(name)},${value}` : value);
      const query = Object.fromEntries(joined);
      const now = new Date();
      const requestId = randomUUID();
      const event: APIGatewayProxyEventV2 = {
        version: '2.0',
        routeKey: match.mountedRoute.key,
        rawPath: url.pathname,
        rawQueryString: url.search.slice(1),
        ...(headers.cookie ? { cookies: headers.cookie.split(/;\s*/) } : {}),
        headers,
        ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
        ...(Object.keys(match.params).length ? { pathParameters: match.params } : {}),
        requestContext: {
          accountId: 'local',
          apiId: 'local',
          domainName: url.host,
          domainPrefix: url.hostname.split('.')[0] ?? '',
          http: { method, path: url.pathname, protocol: 'HTTP/1.1', sourceIp: request.socket.remoteAddress ?? '', userAgent: headers['user-agent'] ?? '' },
          requestId,
          routeKey: match.mountedRoute.key,
          stage: '$default',
          time: now.toISOString(),
          timeEpoch: now.getTime(),
          ...(claims ? { authorizer: { jwt: { claims, scopes: null } } } : {}),
        } as APIGatewayProxyEventV2['requestContext'],
        ...(body.length ? { body: text ? body.toString('utf8') : body.toString('base64') } : {}),
        isBase64Encoded: body.length > 0 && !text,
      };
      const domain = match.mountedRoute.route.domain;
      const context = {
        awsRequestId: requestId,
        functionName: `marketplace-local-${domain}`,
        functionVersion: '$LATEST',
        memoryLimitInMB: '512',
        getRemainingTimeInMillis: () => 10_000,
      } as Context;
      const handler = await load(domain);
      const result = await handler(event, context);
      const resultHeaders: Record<string, string | string[]> = { ...corsHeaders(origin) };
      for (const [name, value] of Object.entries(result.headers ?? {})) resultHeaders[name.toLowerCase()] = String(value);
      if (result.cookies?.length) resultHeaders['set-cookie'] = result.cookies;
      response.writeHead(result.statusCode ?? 200, resultHeaders);
      response.end(result.body === undefined ? undefined : result.isBase64Encoded ? Buffer.from(result.body, 'base64') : result.body);
    } catch (error) {
      // API Gateway answers this when the integration fails.
      console.error('gateway: integration failed', error);
      if (!response.headersSent) send(response, 500, { message: 'Internal Server Error' });
      else response.end();
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  options.roomSocket?.attach(server);
  return {
    url: `http://${options.host}:${options.port}`,
    server,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
