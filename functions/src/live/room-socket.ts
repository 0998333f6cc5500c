import { ApiGatewayManagementApiClient, GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { createAttendanceStore } from '../data/attendance-repository.js';
import { createRoomConnectionStore, createWhiteboardStore } from '../data/room-repository.js';
import { database, logger } from '../runtime.js';
import { ticketSecret } from './room-config.js';
import type { PostToConnection } from './room-ports.js';
import { connect, disconnect, receive, type SignallingPorts } from './room-signalling.js';

/** The `$connect` event carries the query string (the ticket), which the WebSocket event type leaves out. */
type RoomSocketEvent = APIGatewayProxyWebsocketEventV2 & { queryStringParameters?: Record<string, string | undefined> };

const clients = new Map<string, ApiGatewayManagementApiClient>();
/**
 * The management API of the socket the event came through (`https://{domain}/{stage}`), or the
 * one ROOM_CONNECTIONS_ENDPOINT names (the local gateway's).
 */
function managementClient(event: APIGatewayProxyWebsocketEventV2): ApiGatewayManagementApiClient {
  const endpoint = process.env.ROOM_CONNECTIONS_ENDPOINT ?? `https://${event.requestContext.domainName}/${event.requestContext.stage}`;
  let client = clients.get(endpoint);
  if (!client) clients.set(endpoint, (client = new ApiGatewayManagementApiClient({ endpoint })));
  return client;
}

export function postThrough(client: ApiGatewayManagementApiClient): PostToConnection {
  return async (connectionId, message) => {
    try {
      await client.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: Buffer.from(JSON.stringify(message)) }));
      return true;
    } catch (error) {
      if (error instanceof GoneException || (error as { name?: string }).name === 'GoneException') return false;
      throw error;
    }
  };
}

let stores: Omit<SignallingPorts, 'post'> | undefined;
const ports = (event: APIGatewayProxyWebsocketEventV2): SignallingPorts => {
  stores ??= {
    connections: createRoomConnectionStore(database()),
    whiteboards: createWhiteboardStore(database()),
    attendance: createAttendanceStore(database()),
    ticketSecret,
    now: () => new Date(),
  };
  return { ...stores, post: postThrough(managementClient(event)) };
};

/**
 * The class room's WebSocket Lambda (decision 0049), behind API Gateway's WebSocket API in AWS and
 * the local gateway's `/socket`: `$connect` admits a ticket's holder, `$disconnect` lets them go,
 * and `$default` relays WebRTC signalling and whiteboard updates between a session's connections.
 */
export const handler = async (event: RoomSocketEvent): Promise<APIGatewayProxyResultV2> => {
  const { routeKey, connectionId } = event.requestContext;
  try {
    switch (routeKey) {
      case '$connect': {
        const statusCode = await connect(ports(event), connectionId, event.queryStringParameters?.ticket);
        return { statusCode, body: statusCode === 200 ? '' : 'The room ticket is not valid or has expired.' };
      }
      case '$disconnect':
        await disconnect(ports(event), connectionId);
        return { statusCode: 200 };
      default:
        await receive(ports(event), connectionId, event.body);
        return { statusCode: 200 };
    }
  } catch (error) {
    logger.error('The room socket failed', { routeKey, connectionId, error });
    return { statusCode: 500 };
  }
};
