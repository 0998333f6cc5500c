import type { Plan } from '@lm/shared';
import { Stack, type RemovalPolicy } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { LogGroupLogDestination, WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Validations } from 'aws-cdk-lib';
import { Construct } from 'constructs';
import { acknowledgeWildcardResources } from '../nag.js';
import { FUNCTIONS_SRC } from '../paths.js';
import { DomainFunction } from './domain-function.js';

export interface ClassRoomProps {
  table: ITableV2;
  /** The live domain's Lambda, which answers the room route with a ticket and a Chime meeting. */
  live: DomainFunction;
  logRetention: RetentionDays;
  removalPolicy: RemovalPolicy;
  throttle: { rateLimit: number; burstLimit: number };
  /** The stage's default plan, as every Lambda of the API knows it. */
  defaultPlan: Plan;
}

/** The Region Chime SDK meetings' media runs in for Thai classes (Singapore). */
const CHIME_MEDIA_REGION = 'ap-southeast-1';

const SOCKET_LOG_FORMAT = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    ip: '$context.identity.sourceIp',
    requestTime: '$context.requestTime',
    routeKey: '$context.routeKey',
    eventType: '$context.eventType',
    connectionId: '$context.connectionId',
    status: '$context.status',
    integrationError: '$context.integrationErrorMessage',
  }),
);

/**
 * The class room (decision 0049): an API Gateway WebSocket API whose `$connect`, `$disconnect`
 * and `$default` routes run the room's socket Lambda (signalling and the whiteboard, connections in
 * the table), the ticket's signing secret, the live Lambda's Chime SDK meetings, and the
 * EventBridge rule that turns Chime's attendee events into attendance.
 */
export class ClassRoom extends Construct {
  readonly socketUrl: string;

  constructor(scope: Construct, id: string, props: ClassRoomProps) {
    super(scope, id);
    const stack = Stack.of(this);

    const ticketSecret = new Secret(this, 'TicketSecret', {
      description: 'Signs the class room tickets that open its WebSocket (HMAC-SHA256)',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: props.removalPolicy,
    });
    Validations.of(ticketSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason: 'Tickets live two minutes; a new key is a redeploy away and signs out no one, so rotation adds a Lambda for no gain.',
    });

    const socket = new DomainFunction(this, 'Socket', {
      entry: `${FUNCTIONS_SRC}/live/room-socket.ts`,
      serviceName: 'live',
      description: 'The class room WebSocket: tickets, WebRTC signalling, the whiteboard and attendance',
      logRetention: props.logRetention,
      removalPolicy: props.removalPolicy,
      readsParameters: true,
      environment: { ROOM_TICKET_SECRET_ARN: ticketSecret.secretArn, DEFAULT_PLAN: props.defaultPlan },
    }).bindTable(props.table);
    ticketSecret.grantRead(socket.role);

    const integration = new WebSocketLambdaIntegration('RoomSocketIntegration', socket.handler);
    const api = new WebSocketApi(this, 'SocketApi', {
      apiName: `${stack.stackName}-class-room`,
      description: 'The class room: signalling between browsers and the shared whiteboard',
      connectRouteOptions: { integration },
      disconnectRouteOptions: { integration },
      defaultRouteOptions: { integration },
    });
    for (const child of api.node.findAll()) {
      if (child.node.id.endsWith('-Route') || child.node.id.endsWith('Route')) {
        Validations.of(child).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: "A browser's WebSocket cannot send an Authorization header: $connect verifies the signed, two-minute room ticket the authorized room route handed out, and other routes reach only connections it admitted.",
        });
      }
    }
    const logs = new LogGroup(this, 'SocketLogs', { retention: props.logRetention, removalPolicy: props.removalPolicy });
    const stage = new WebSocketStage(this, 'SocketStage', {
      webSocketApi: api,
      stageName: 'live',
      autoDeploy: true,
      throttle: props.throttle,
      accessLogSettings: { destination: new LogGroupLogDestination(logs), format: SOCKET_LOG_FORMAT },
    });
    // PostToConnection and DeleteConnection on this API's stage only.
    const connections = stack.formatArn({ service: 'execute-api', resource: api.apiId, resourceName: `${stage.stageName}/*/@connections/*` });
    socket.role.addToPrincipalPolicy(new PolicyStatement({ actions: ['execute-api:ManageConnections'], resources: [connections] }));
    acknowledgeWildcardResources(socket.role, 'A connection id is known only once a browser connects: the role posts to the connections of its own API and stage only.', [connections]);
    this.socketUrl = stage.url;

    // The live Lambda signs tickets and makes Chime meetings and attendees.
    props.live.handler.addEnvironment('ROOM_SOCKET_URL', this.socketUrl);
    props.live.handler.addEnvironment('ROOM_TICKET_SECRET_ARN', ticketSecret.secretArn);
    props.live.handler.addEnvironment('ROOM_MEDIA', 'chime');
    props.live.handler.addEnvironment('CHIME_MEDIA_REGION', CHIME_MEDIA_REGION);
    ticketSecret.grantRead(props.live.role);
    // Chime SDK meetings have no ARN before they exist: the actions take the account's meetings.
    const meetings = `arn:${stack.partition}:chime:${stack.region}:${stack.account}:meeting/*`;
    props.live.role.addToPrincipalPolicy(new PolicyStatement({ actions: ['chime:CreateMeeting', 'chime:CreateAttendee'], resources: [meetings] }));
    acknowledgeWildcardResources(props.live.role, 'A Chime SDK meeting has no ARN before CreateMeeting makes it: the role makes meetings and their attendees, nothing else of Chime.', [meetings]);

    // Attendance from Chime's attendee events.
    new DomainFunction(this, 'ChimeAttendance', {
      entry: `${FUNCTIONS_SRC}/live/chime-attendance.ts`,
      serviceName: 'live',
      description: "Records class room attendance from Chime's attendee joined and left events",
      logRetention: props.logRetention,
      removalPolicy: props.removalPolicy,
      environment: { DEFAULT_PLAN: props.defaultPlan },
    })
      .bindTable(props.table)
      .runOn('AttendeeEvents', {
        description: 'Chime SDK attendee joins and leaves, for class attendance',
        eventPattern: {
          source: ['aws.chime'],
          detailType: ['Chime Meeting State Change'],
          detail: { eventType: ['chime:AttendeeJoined', 'chime:AttendeeLeft', 'chime:AttendeeDropped'] },
        },
        retryAttempts: 2,
      });
  }
}
