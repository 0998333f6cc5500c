import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMarketplace } from '../marketplace.js';
import { stageSettingsFor } from '../settings.js';

describe('the class room in the API stack (decision 0049)', () => {
  let app: App;
  let api: Template;

  beforeAll(() => {
    app = new App({ context: { 'aws:cdk:bundling-stacks': [], '@aws-cdk/core:failSynthOnValidationErrors': false } });
    const stacks = createMarketplace(app, stageSettingsFor('dev'));
    app.synth();
    api = Template.fromStack(stacks.api);
  }, 120_000);

  it('has a WebSocket API whose $connect, $disconnect and $default run the room socket Lambda, on a logged stage', () => {
    api.hasResourceProperties('AWS::ApiGatewayV2::Api', { ProtocolType: 'WEBSOCKET', RouteSelectionExpression: '$request.body.action' });
    for (const key of ['$connect', '$disconnect', '$default']) api.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: key });
    api.hasResourceProperties('AWS::ApiGatewayV2::Stage', { StageName: 'live', AutoDeploy: true, AccessLogSettings: Match.objectLike({ DestinationArn: Match.anyValue() }) });
    api.hasResourceProperties('AWS::Lambda::Function', { Description: Match.stringLikeRegexp('class room WebSocket'), Environment: { Variables: Match.objectLike({ ROOM_TICKET_SECRET_ARN: Match.anyValue(), TABLE_NAME: Match.anyValue() }) } });
  });

  it('lets the socket Lambda post to its own stage’s connections only', () => {
    const policies = Object.values(api.findResources('AWS::IAM::Policy')) as { Properties: { PolicyDocument: { Statement: { Action: unknown; Resource: unknown }[] } } }[];
    const manage = policies.flatMap((policy) => policy.Properties.PolicyDocument.Statement).filter((statement) => JSON.stringify(statement.Action).includes('execute-api:ManageConnections'));
    expect(manage).toHaveLength(1);
    expect(JSON.stringify(manage[0]?.Resource)).toContain('/live/*/@connections/*');
  });

  it('gives the live Lambda the socket URL, the ticket secret and Chime meetings, and routes Chime attendee events to attendance', () => {
    api.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('live domain'),
      Environment: { Variables: Match.objectLike({ ROOM_SOCKET_URL: Match.anyValue(), ROOM_MEDIA: 'chime', ROOM_TICKET_SECRET_ARN: Match.anyValue() }) },
    });
    api.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Action: ['chime:CreateMeeting', 'chime:CreateAttendee'] })]) },
    });
    api.hasResourceProperties('AWS::Events::Rule', {
      EventPattern: { source: ['aws.chime'], 'detail-type': ['Chime Meeting State Change'], detail: { eventType: ['chime:AttendeeJoined', 'chime:AttendeeLeft', 'chime:AttendeeDropped'] } },
    });
    api.resourceCountIs('AWS::SecretsManager::Secret', 1);
  });

  it('leaves no cdk-nag finding of its own unacknowledged', () => {
    const findings = new AwsSolutionsChecks().validateScope(app).violations.flatMap((v) => v.violatingResources.map((r) => `${v.ruleName}: ${r.constructPath}`));
    expect(findings.filter((finding) => finding.includes('ClassRoom'))).toEqual([]);
  });
});
