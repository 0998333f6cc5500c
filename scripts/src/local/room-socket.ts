import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';

/** Where browsers open the class room's socket on the local gateway (decision 0049). */
export const ROOM_SOCKET_PATH = '/socket';
/** API Gateway's management API: `POST|GET|DELETE /@connections/{id}`. */
const CONNECTIONS_PATH = /^\/@connections\/([^/]+)$/;
/** API Gateway WebSocket frames carry at most 128 KB. */
const MAX_FRAME_BYTES = 128 * 1024;

type SocketHandler = (event: never, context: never) => Promise<APIGatewayProxyResultV2>;

export interface LocalRoomSocket {
  /** Accepts upgrades at ROOM_SOCKET_PATH on the gateway's server. */
  attach(server: Server): void;
  /** Serves the management API; false when the request is not for it. */
  manage(request: IncomingMessage, response: ServerResponse, pathname: string): Promise<boolean>;
  close(): void;
}

/** A connection id as API Gateway makes them: 12 characters, base64, ending `=`. */
const connectionIdOf = () => `${randomBytes(8).toString('base64').slice(0, 11)}=`;

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/**
 * A local stand-in for API Gateway's WebSocket API in front of the room's socket Lambda: the same
 * `$connect` (with the query string), `$default` and `$disconnect` events, a connection opened only
 * when `$connect` answers 200, messages of one connection handed over in order, and the
 * management API the Lambda posts to (`GoneException` for a connection that is gone).
 */
export function createLocalRoomSocket(load: () => Promise<{ handler: SocketHandler }>, report: (line: string) => void = () => {}): LocalRoomSocket {
  const sockets = new Map<string, WebSocket>();
  const server = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });

  const invoke = async (routeKey: string, connectionId: string, request: IncomingMessage, extra: Record<string, unknown> = {}) => {
    const { handler } = await load();
    const now = new Date();
    const event = {
      requestContext: {
        routeKey,
        eventType: routeKey === '$connect' ? 'CONNECT' : routeKey === '$disconnect' ? 'DISCONNECT' : 'MESSAGE',
        connectionId,
        domainName: request.headers.host ?? 'localhost',
        stage: '$default',
        apiId: 'local',
        requestId: randomUUID(),
        requestTimeEpoch: now.getTime(),
        connectedAt: now.getTime(),
        messageDirection: 'IN',
        extendedRequestId: randomUUID(),
        requestTime: now.toISOString(),
      },
      isBase64Encoded: false,
      ...extra,
    };
    const context = { awsRequestId: randomUUID(), functionName: 'marketplace-local-room-socket', getRemainingTimeInMillis: () => 10_000 };
    const result = await handler(event as never, context as never);
    return typeof result === 'object' && result && 'statusCode' in result ? (result.statusCode ?? 200) : 200;
  };

  const refuse = (socket: Duplex, status: number) => {
    socket.write(`HTTP/1.1 ${status} ${status === 401 ? 'Unauthorized' : status === 404 ? 'Not Found' : 'Forbidden'}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    socket.destroy();
  };

  const upgrade = async (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== ROOM_SOCKET_PATH) return refuse(socket, 404);
    const connectionId = connectionIdOf();
    const queryStringParameters = Object.fromEntries(url.searchParams);
    const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(',') : (value ?? '')]));
    let status: number;
    try {
      status = await invoke('$connect', connectionId, request, { queryStringParameters, headers });
    } catch (error) {
      report(`room socket: $connect failed: ${(error as Error).message}`);
      status = 500;
    }
    if (status !== 200) return refuse(socket, status === 401 ? 401 : 403);
    server.handleUpgrade(request, socket, head, (ws) => {
      sockets.set(connectionId, ws);
      let queue = Promise.resolve();
      const run = (step: () => Promise<unknown>) => {
        queue = queue.then(step).then(
          () => undefined,
          (error: Error) => report(`room socket: ${error.message}`),
        );
      };
      ws.on('message', (data) => run(() => invoke('$default', connectionId, request, { body: data.toString('utf8') })));
      ws.on('close', () => {
        sockets.delete(connectionId);
        run(() => invoke('$disconnect', connectionId, request));
      });
    });
  };

  return {
    attach(httpServer) {
      httpServer.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
        upgrade(request, socket, head).catch(() => socket.destroy());
      });
    },
    async manage(request, response, pathname) {
      const id = CONNECTIONS_PATH.exec(pathname)?.[1];
      if (id === undefined) return false;
      const ws = sockets.get(decodeURIComponent(id));
      if (!ws) {
        response.writeHead(410, { 'content-type': 'application/json', 'x-amzn-errortype': 'GoneException' });
        response.end(JSON.stringify({ message: 'The connection is gone.' }));
        return true;
      }
      const method = (request.method ?? 'GET').toUpperCase();
      if (method === 'POST') ws.send((await readBody(request)).toString('utf8'));
      else if (method === 'DELETE') ws.close(1000);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(method === 'GET' ? JSON.stringify({ connectedAt: new Date().toISOString() }) : '');
      return true;
    },
    close() {
      for (const ws of sockets.values()) ws.terminate();
      server.close();
    },
  };
}

/**
 * The room's Lambda environment on the local stack: the WebRTC room, the socket browsers open,
 * the management API the socket Lambda posts to, and a ticket secret of this run's own.
 */
export function roomSocketEnvironment(host: string, port: number): Record<string, string> {
  return {
    ROOM_MEDIA: 'webrtc',
    ROOM_SOCKET_URL: `ws://${host}:${port}${ROOM_SOCKET_PATH}`,
    ROOM_CONNECTIONS_ENDPOINT: `http://${host}:${port}`,
    ROOM_TICKET_SECRET: randomBytes(32).toString('hex'),
  };
}
