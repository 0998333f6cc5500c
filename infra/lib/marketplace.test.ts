import { App, NestedStack, RemovalPolicy, type Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { createHash, generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { PLANS, routeKey, routeList, USER_POOL } from '@lm/shared';
import { routedDomains } from './constructs/api.js';
import { DomainFunction, PEOPLE_ADMIN_ACTIONS, USER_ADMIN_ACTIONS } from './constructs/domain-function.js';
import { copySharpPackages } from './constructs/sharp-layer.js';
import { createMarketplace, type MarketplaceStacks } from './marketplace.js';
import { FUNCTIONS_SRC, WEB_ROOT } from './paths.js';
import { defaultPlanOf, PLACEHOLDER_MEDIA_SIGNING_PUBLIC_KEY, stageSettingsFor, type StageName, type StageSettings } from './settings.js';
import { StageStack } from './stage-stack.js';

interface Synthesized {
  app: App;
  stacks: MarketplaceStacks;
  all: Template[];
  template(stack: Stack): Template;
}

/**
 * Builds and synthesizes a stage as `cdk synth` does, cdk-nag included.
 * `bundle` names the stacks whose assets are really built: the Lambdas are
 * bundled with esbuild, the SPA's Vite build is left to `cdk synth`.
 */
function synthesize(stage: StageName, bundle: string[], context: Record<string, string> = {}, settings: Partial<StageSettings> = {}): Synthesized {
  const app = new App({
    context: {
      ...context,
      'aws:cdk:bundling-stacks': bundle,
      // `cdk synth` fails on any unacknowledged finding; here the cdk-nag test
      // below lists them instead, and the other tests still run.
      '@aws-cdk/core:failSynthOnValidationErrors': false,
    },
  });
  const stacks = createMarketplace(app, { ...stageSettingsFor(stage), ...settings });
  app.synth();
  const template = (stack: Stack) => Template.fromStack(stack);
  return { app, stacks, template, all: Object.values(stacks).map(template) };
}

/**
 * The AwsSolutions findings no acknowledgement covers, as `severity rule: paths`.
 * Run after synthesis: some acknowledgements are recorded during it (nag.ts).
 */
function nagFindings(app: App): string[] {
  return new AwsSolutionsChecks()
    .validateScope(app)
    .violations.map((v) => `${v.severity} ${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath).join(', ')}`);
}

type Resources = Record<string, { Properties: Record<string, unknown> }>;

/**
 * The HTTP API's routes, from the API stack's nested route stacks, each property that reads a
 * parameter of its nested stack given as the value the API stack passes it.
 */
function apiRoutes(stack: Stack, template: Template): Record<string, unknown>[] {
  const passed: Record<string, unknown> = Object.assign(
    {},
    ...Object.values(template.findResources('AWS::CloudFormation::Stack') as Resources).map((nested) => nested.Properties.Parameters ?? {}),
  );
  const resolve = (value: unknown): unknown => {
    const ref = (value as { Ref?: string } | null)?.Ref;
    return ref !== undefined && ref in passed ? passed[ref] : value;
  };
  const nested = stack.node.findAll().filter((construct): construct is NestedStack => construct instanceof NestedStack);
  return nested.flatMap((routes) =>
    Object.values(Template.fromStack(routes).findResources('AWS::ApiGatewayV2::Route') as Resources).map((route) =>
      Object.fromEntries(Object.entries(route.Properties).map(([name, value]) => [name, resolve(value)])),
    ),
  );
}

/** The environment variables of each Lambda of a template. */
function lambdaVariables(template: Template): Record<string, unknown>[] {
  return Object.values(template.findResources('AWS::Lambda::Function') as Resources).map(
    (fn) => (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables,
  );
}

interface Statement {
  Effect: string;
  Action: unknown;
  Resource: unknown;
  Condition?: unknown;
}

/** The statements of these IAM policies, in order. */
function statementsOf(policies: Resources[string][]): Statement[] {
  return policies.flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
}

/** The statements of the policies of the domain Lambda `domain`'s role. */
function domainStatements(template: Template, domain: string): Statement[] {
  return statementsOf(
    Object.values(template.findResources('AWS::IAM::Policy') as Resources).filter((policy) => JSON.stringify(policy.Properties.Roles).includes(`Domain${domain}Role`)),
  );
}

/**
 * Beside the domains': the order expiry sweep, the class reminders, the class room's socket, its
 * Chime attendance and the broadcasts' recordings; and the certificates' renderer.
 */
const ALL_FUNCTIONS = () => [...routedDomains(routeList), 'commerce', 'live', 'live', 'live', 'live', 'certificates'];

/** The functions that read the table, and with it the site's plan: all but the certificates' renderer, which draws PDFs only. */
function dataFunctionVariables(template: Template): Record<string, unknown>[] {
  const variables = lambdaVariables(template);
  const withoutData = variables.filter((fn) => fn.TABLE_NAME === undefined);
  expect(withoutData).toEqual([expect.objectContaining({ POWERTOOLS_SERVICE_NAME: 'certificates', UPLOADS_BUCKET: expect.anything() })]);
  expect(withoutData[0]).not.toHaveProperty('DEFAULT_PLAN');
  return variables.filter((fn) => fn.TABLE_NAME !== undefined);
}

describe('the dev stage', () => {
  let dev: Synthesized;
  let api: Template;

  beforeAll(() => {
    dev = synthesize('dev', ['Marketplace-dev-Api', 'Marketplace-dev-Media']);
    api = dev.template(dev.stacks.api);
  });

  it('names its stacks after the stage', () => {
    expect(Object.values(dev.stacks).map((stack) => stack.stackName)).toEqual([
      'Marketplace-dev-Data',
      'Marketplace-dev-Auth',
      'Marketplace-dev-Storage',
      'Marketplace-dev-Media',
      'Marketplace-dev-Api',
      'Marketplace-dev-Web',
    ]);
  });

  it('has exactly one HTTP API route per route-table entry', () => {
    // The class room's WebSocket routes ($connect, $disconnect, $default) are apart from the HTTP API's.
    const routes = apiRoutes(dev.stacks.api, api);
    const keys = routes.map((route) => route.RouteKey);
    expect(keys).toHaveLength(routeList.length);
    expect(new Set(keys)).toEqual(new Set(routeList.map(routeKey)));
  });

  it('puts the Cognito JWT authorizer on every non-public route and none on public ones', () => {
    const authorizers = api.findResources('AWS::ApiGatewayV2::Authorizer', {
      Properties: {
        AuthorizerType: 'JWT',
        IdentitySource: ['$request.header.Authorization'],
        JwtConfiguration: {
          Issuer: { 'Fn::Join': ['', Match.arrayWith([Match.stringLikeRegexp('^https://cognito-idp\\.')])] },
          Audience: [Match.anyValue()],
        },
      },
    });
    const [authorizerId] = Object.keys(authorizers);
    expect(Object.keys(authorizers)).toHaveLength(1);

    const routes = apiRoutes(dev.stacks.api, api);
    for (const route of routeList) {
      const found = routes.find((r) => r.RouteKey === routeKey(route));
      if (route.access === 'public') {
        expect(found, routeKey(route)).toMatchObject({ AuthorizationType: 'NONE' });
        expect(found?.AuthorizerId, routeKey(route)).toBeUndefined();
      } else {
        expect(found, routeKey(route)).toMatchObject({ AuthorizationType: 'JWT', AuthorizerId: { Ref: authorizerId } });
      }
    }
  });

  it('answers CORS preflights and throttles and logs the default stage', () => {
    api.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      CorsConfiguration: {
        AllowHeaders: ['authorization', 'content-type', 'x-access-token'],
        AllowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      },
    });
    api.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 },
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('requestId') },
    });
  });

  it('runs one Node 22 Lambda per domain of the route table, and the commerce domain’s expiry sweep, on arm64 but the media one (x86_64, for sharp)', () => {
    const functions = Object.values(api.findResources('AWS::Lambda::Function') as Resources);
    const services = functions.map((fn) => (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables.POWERTOOLS_SERVICE_NAME);
    expect([...services].sort()).toEqual(ALL_FUNCTIONS().sort());
    for (const [index, fn] of functions.entries()) {
      expect(fn.Properties).toMatchObject({ Runtime: 'nodejs22.x', Architectures: [services[index] === 'media' ? 'x86_64' : 'arm64'] });
    }
  });

  it('gives the Cognito admin actions to the identity and people Lambdas only, on the pool ARN', () => {
    const grants = Object.values(api.findResources('AWS::IAM::Policy') as Resources).filter((policy) =>
      JSON.stringify(policy.Properties).includes('cognito-idp:'),
    );
    expect(grants).toHaveLength(2);
    expect(JSON.stringify(grants.map((grant) => grant.Properties.Roles))).toContain('Domainidentity');
    expect(JSON.stringify(grants.map((grant) => grant.Properties.Roles))).toContain('Domainpeople');
    api.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([{ Effect: 'Allow', Action: PEOPLE_ADMIN_ACTIONS, Resource: { 'Fn::ImportValue': Match.stringLikeRegexp('UserPool') } }]),
      },
    });
    api.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          // CloudFormation renders a single action as a string.
          { Effect: 'Allow', Action: USER_ADMIN_ACTIONS.length === 1 ? USER_ADMIN_ACTIONS[0] : USER_ADMIN_ACTIONS, Resource: { 'Fn::ImportValue': Match.stringLikeRegexp('UserPool') } },
        ]),
      },
    });
  });

  it('runs every Lambda that reads the site on the ENTERPRISE plan while none is stored', () => {
    expect(dataFunctionVariables(api).map((variables) => variables.DEFAULT_PLAN)).toEqual(ALL_FUNCTIONS().slice(1).map(() => 'ENTERPRISE'));
  });

  it('never sets the local-only JWT_ISSUER in AWS', () => {
    for (const template of dev.all) expect(JSON.stringify(template.toJSON())).not.toContain('JWT_ISSUER');
  });

  it('keeps the table recoverable but deletable in dev', () => {
    const data = dev.template(dev.stacks.data);
    data.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      TimeToLiveSpecification: { AttributeName: 'ttl', Enabled: true },
      Replicas: [Match.objectLike({ PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true }, DeletionProtectionEnabled: false })],
    });
  });

  it('builds the table\'s three indexes, whole items projected, the sparse paid orders\' index (gsi3) among them', () => {
    const data = dev.template(dev.stacks.data);
    const index = (n: number) => ({
      IndexName: `gsi${n}`,
      KeySchema: [
        { AttributeName: `gsi${n}pk`, KeyType: 'HASH' },
        { AttributeName: `gsi${n}sk`, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    });
    data.hasResourceProperties('AWS::DynamoDB::GlobalTable', { GlobalSecondaryIndexes: [index(1), index(2), index(3)] });
  });

  it('configures the user pool and its client from USER_POOL', () => {
    const auth = dev.template(dev.stacks.auth);
    auth.hasResourceProperties('AWS::Cognito::UserPool', {
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      UsernameConfiguration: { CaseSensitive: false },
      Policies: { PasswordPolicy: Match.objectLike({ MinimumLength: USER_POOL.passwordPolicy.minimumLength, RequireSymbols: true }) },
    });
    for (const group of USER_POOL.groups) {
      auth.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: group.group, Precedence: group.precedence });
    }
    auth.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: Match.arrayEquals([...USER_POOL.client.authFlows]),
      RefreshTokenValidity: USER_POOL.client.refreshTokenValiditySeconds / 60,
      IdTokenValidity: 60,
      AccessTokenValidity: 60,
      TokenValidityUnits: { RefreshToken: 'minutes', IdToken: 'minutes', AccessToken: 'minutes' },
    });
  });

  it('blocks public access and enforces TLS on every bucket', () => {
    let buckets = 0;
    for (const template of dev.all) {
      const policies = Object.values(template.findResources('AWS::S3::BucketPolicy') as Resources);
      for (const [id, bucket] of Object.entries(template.findResources('AWS::S3::Bucket') as Resources)) {
        buckets += 1;
        expect(bucket.Properties.PublicAccessBlockConfiguration, id).toEqual({
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        });
        const policy = policies.find((p) => JSON.stringify(p.Properties.Bucket) === JSON.stringify({ Ref: id }));
        expect(policy?.Properties.PolicyDocument, id).toMatchObject({
          Statement: expect.arrayContaining([
            expect.objectContaining({ Effect: 'Deny', Action: 's3:*', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          ]),
        });
      }
    }
    expect(buckets).toBe(4);
  });

  it('serves the SPA and media over HTTPS through origin access control', () => {
    const storage = dev.template(dev.stacks.storage);
    expect(Object.keys(storage.findResources('AWS::CloudFront::OriginAccessControl'))).toHaveLength(2);
    storage.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        DefaultCacheBehavior: Match.objectLike({ ViewerProtocolPolicy: 'redirect-to-https' }),
        CacheBehaviors: [
          Match.objectLike({ PathPattern: '/media/videos/*', ViewerProtocolPolicy: 'redirect-to-https' }),
          Match.objectLike({ PathPattern: '/media/ivs/*', ViewerProtocolPolicy: 'redirect-to-https' }),
          Match.objectLike({ PathPattern: '/media/*', ViewerProtocolPolicy: 'redirect-to-https' }),
        ],
      }),
    });
    storage.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          FrameOptions: { FrameOption: 'DENY', Override: true },
          StrictTransportSecurity: Match.objectLike({ Override: true }),
          ContentSecurityPolicy: Match.objectLike({ Override: true }),
        }),
      }),
    });
  });

  it('lets the page run the boot script index.html carries inline, by its hash, and no other inline script', () => {
    const policy = Object.values(dev.template(dev.stacks.storage).findResources('AWS::CloudFront::ResponseHeadersPolicy') as Resources)
      .map((resource) => JSON.stringify(resource.Properties))
      .find((properties) => properties.includes('script-src'));
    const boot = readFileSync(`${WEB_ROOT}/public/boot.js`, 'utf8');
    const hash = `'sha256-${createHash('sha256').update(boot).digest('base64')}'`;
    expect(policy).toContain(`script-src 'self' ${hash} `);
    expect(policy?.match(/script-src[^;]*/)?.[0]).not.toContain('unsafe-inline');
  });

  it('answers SPA routes with the shell and strips the media prefix before S3', () => {
    const functions = Object.entries(dev.template(dev.stacks.storage).findResources('AWS::CloudFront::Function') as Resources);
    const viewerRequest = (name: string) => {
      const [, fn] = functions.find(([logicalId]) => logicalId.startsWith(`Cdn${name}`)) ?? [];
      const handler = new Function(`${String(fn?.Properties.FunctionCode)}; return handler;`)() as (event: unknown) => { uri: string };
      return (uri: string) => handler({ request: { uri } }).uri;
    };
    const spa = viewerRequest('SpaRoutes');
    expect(['/', '/courses/12', '/iframe/courses/3'].map(spa)).toEqual(['/index.html', '/index.html', '/index.html']);
    expect(['/assets/index-1a2b.js', '/config.json'].map(spa)).toEqual(['/assets/index-1a2b.js', '/config.json']);
    expect(viewerRequest('StripMediaPrefix')('/media/videos/v-1/master.m3u8')).toBe('/videos/v-1/master.m3u8');
  });

  it('deploys config.json with the API URL, revalidated on every request', () => {
    const web = dev.template(dev.stacks.web);
    web.hasResourceProperties('Custom::CDKBucketDeployment', {
      SourceMarkers: [{ '<<marker:0xbaba:0>>': { 'Fn::ImportValue': Match.stringLikeRegexp('ApiEndpoint') } }],
      Prune: false,
      SystemMetadata: { 'cache-control': 'no-cache' },
    });
  });

  it('routes MediaConvert job state changes of its own queue to the media Lambda', () => {
    const media = dev.template(dev.stacks.media);
    const rule = Object.values(media.findResources('AWS::Events::Rule') as Resources).find((each) => JSON.stringify(each.Properties.EventPattern).includes('aws.mediaconvert'));
    const pattern = rule?.Properties.EventPattern as { detail: { status: string[]; queue: unknown[] } };
    expect(pattern).toMatchObject({ source: ['aws.mediaconvert'], 'detail-type': ['MediaConvert Job State Change'] });
    expect([...pattern.detail.status].sort()).toEqual(['CANCELED', 'COMPLETE', 'ERROR', 'PROGRESSING']);
    expect(pattern.detail.queue).toEqual([{ 'Fn::GetAtt': [expect.stringMatching(/^MediaQueue/), 'Arn'] }]);
    expect(JSON.stringify(rule?.Properties.Targets)).toMatch(/MediaOnJobStateChangeFunction/);
    media.hasResourceProperties('AWS::IAM::Role', {
      AssumeRolePolicyDocument: { Statement: [Match.objectLike({ Principal: { Service: 'mediaconvert.amazonaws.com' } })] },
    });
    media.resourceCountIs('AWS::MediaConvert::JobTemplate', 1);
  });

  it('sends the uploads bucket’s object events to EventBridge, whose rule hands transcoding requests to the media Lambda that submits jobs', () => {
    dev.template(dev.stacks.storage).hasResourceProperties('AWS::S3::Bucket', {
      NotificationConfiguration: { EventBridgeConfiguration: { EventBridgeEnabled: true } },
      CorsConfiguration: Match.anyValue(),
    });
    const media = dev.template(dev.stacks.media);
    const rule = Object.values(media.findResources('AWS::Events::Rule') as Resources).find((each) => JSON.stringify(each.Properties.EventPattern).includes('aws.s3'));
    expect(rule?.Properties.EventPattern).toEqual({
      source: ['aws.s3'],
      'detail-type': ['Object Created'],
      detail: {
        bucket: { name: [{ 'Fn::ImportValue': expect.stringMatching(/StorageUploads/) }] },
        object: { key: [{ wildcard: 'videos/*/transcode/*' }] },
      },
    });
    expect(JSON.stringify(rule?.Properties.Targets)).toMatch(/MediaOnTranscodeRequestFunction/);
  });

  it('leaves no cdk-nag AwsSolutions finding unacknowledged, errors or warnings', () => {
    expect(nagFindings(dev.app)).toEqual([]);
  });
});

describe('the prod stage', () => {
  let prod: Synthesized;

  beforeAll(() => {
    prod = synthesize('prod', []);
  });

  it('protects the table from deletion and keeps it recoverable', () => {
    const data = prod.template(prod.stacks.data);
    data.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      Replicas: [Match.objectLike({ PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true }, DeletionProtectionEnabled: true })],
    });
    data.hasResource('AWS::DynamoDB::GlobalTable', { DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
  });

  it('protects the user pool and puts it on the Plus plan', () => {
    prod.template(prod.stacks.auth).hasResourceProperties('AWS::Cognito::UserPool', { DeletionProtection: 'ACTIVE', UserPoolTier: 'PLUS' });
  });

  it('leaves no cdk-nag AwsSolutions finding unacknowledged, errors or warnings', () => {
    expect(nagFindings(prod.app)).toEqual([]);
  });

  it('runs ENTERPRISE by default, and the plan `-c plan=…` names', () => {
    expect(dataFunctionVariables(prod.template(prod.stacks.api)).map((variables) => variables.DEFAULT_PLAN)).toEqual(ALL_FUNCTIONS().slice(1).map(() => 'ENTERPRISE'));
    const basic = synthesize('prod', [], { plan: 'BASIC' });
    expect(new Set(dataFunctionVariables(basic.template(basic.stacks.api)).map((variables) => variables.DEFAULT_PLAN))).toEqual(new Set(['BASIC']));
  });
});

describe('stage settings', () => {
  it('accepts only the known stages', () => {
    expect(stageSettingsFor('dev').stage).toBe('dev');
    expect(() => stageSettingsFor('qa')).toThrow(/stage=dev\|prod/);
    expect(() => stageSettingsFor(undefined)).toThrow(/stage=dev\|prod/);
  });

  it('takes the default plan from -c plan only where the stage allows it, and only a known plan', () => {
    const prod = stageSettingsFor('prod');
    const dev = stageSettingsFor('dev');
    expect([dev.defaultPlan, prod.defaultPlan]).toEqual(['ENTERPRISE', 'ENTERPRISE']);
    for (const plan of PLANS) expect(defaultPlanOf(prod, plan)).toBe(plan);
    expect(defaultPlanOf(prod, undefined)).toBe('ENTERPRISE');
    expect(() => defaultPlanOf(prod, 'GOLD')).toThrow(/plan=BASIC\|PREMIUM\|ENTERPRISE/);
    expect(defaultPlanOf(dev, undefined)).toBe('ENTERPRISE');
    expect(() => defaultPlanOf(dev, 'BASIC')).toThrow(/dev stage always runs ENTERPRISE/);
  });
});

describe('e-mail', () => {
  /** The identity Lambda's variables and the SES statements of every policy of the API stack. */
  function mailOf(synthesized: Synthesized) {
    const api = synthesized.template(synthesized.stacks.api);
    const identity = Object.values(api.findResources('AWS::Lambda::Function') as Resources)
      .map((fn) => (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables)
      .find((variables) => variables.POWERTOOLS_SERVICE_NAME === 'identity');
    const statements = Object.values(api.findResources('AWS::IAM::Policy') as Resources).flatMap(
      (policy) => (policy.Properties.PolicyDocument as { Statement: { Action: unknown; Resource: unknown }[] }).Statement,
    );
    return { identity, ses: statements.filter((statement) => JSON.stringify(statement.Action).includes('ses:')) };
  }

  it('sends from the stage address through SES, allowed for that address and its domain only, with links to the site', () => {
    const { identity, ses } = mailOf(synthesize('prod', [], { mailFrom: 'no-reply@shop.example' }));
    expect(identity).toMatchObject({ MAIL_FROM: 'no-reply@shop.example' });
    // The CloudFront origin, from the storage stack.
    expect(JSON.stringify(identity?.SITE_URL)).toMatch(/^\{"Fn::Join":\["",\["https:\/\/",\{"Fn::ImportValue":"Marketplace-prod-Storage/);
    // Identity (password resets), commerce and its sweep (the order e-mail, and the staff notices the
    // media Lambda queues for it) and the class reminders (decision 0050); media sends none itself.
    expect(ses).toHaveLength(4);
    for (const statement of ses) {
      expect(statement.Action).toBe('ses:SendEmail');
      const resources = JSON.stringify(statement.Resource);
      expect(resources).toContain(':identity/no-reply@shop.example');
      expect(resources).toContain(':identity/shop.example');
    }
  });

  it('sends nothing and allows no SES action when the stage has no address, and refuses one that is not an address', () => {
    const { identity, ses } = mailOf(synthesize('prod', []));
    expect(identity).not.toHaveProperty('MAIL_FROM');
    expect(ses).toEqual([]);
    expect(() => synthesize('prod', [], { mailFrom: 'not-an-address' })).toThrow(/not an e-mail address/);
  });
});

describe('web push keys', () => {
  it('lets only the account, content and learning Lambdas and the class reminders read the stage’s VAPID parameter, and nothing else of SSM', () => {
    const dev = synthesize('dev', []);
    const api = dev.template(dev.stacks.api);
    const withKeys = Object.values(api.findResources('AWS::Lambda::Function') as Resources)
      .map((fn) => (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables)
      .filter((variables) => variables.VAPID_PARAMETER !== undefined);
    // The class reminders' sweep pushes too (decision 0050).
    expect(withKeys.map((variables) => variables.POWERTOOLS_SERVICE_NAME).sort()).toEqual(['account', 'content', 'learning', 'live']);
    for (const variables of withKeys) expect(variables.VAPID_PARAMETER).toBe('/marketplace/dev/vapid');

    const statements = Object.values(api.findResources('AWS::IAM::Policy') as Resources)
      .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: { Action: unknown; Resource: unknown }[] }).Statement)
      .filter((statement) => JSON.stringify(statement.Action).includes('ssm:') && JSON.stringify(statement.Resource).includes('vapid'));
    expect(statements).toHaveLength(4);
    for (const statement of statements) {
      expect(statement.Action).toBe('ssm:GetParameter');
      expect(JSON.stringify(statement.Resource)).toMatch(/:parameter\/marketplace\/dev\/vapid"/);
    }
  });

  it('lets only the commerce Lambda read the stage’s Omise keys, with the origin payments return to', () => {
    const dev = synthesize('dev', []);
    const api = dev.template(dev.stacks.api);
    const withKeys = Object.values(api.findResources('AWS::Lambda::Function') as Resources)
      .map((fn) => (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables)
      .filter((variables) => variables.OMISE_PARAMETER !== undefined);
    // The commerce Lambda and its expiry sweep.
    expect(withKeys.map((variables) => [variables.POWERTOOLS_SERVICE_NAME, variables.OMISE_PARAMETER])).toEqual([
      ['commerce', '/marketplace/dev/omise'],
      ['commerce', '/marketplace/dev/omise'],
    ]);
    expect(withKeys[0]?.SITE_URL).toBeDefined();
    // The HTTP Lambda also takes the partner bookstore's redirect checkout.
    expect(withKeys.map((variables) => variables.BOOKSTORE_PARAMETER).filter(Boolean)).toEqual(['/marketplace/dev/bookstore']);
    const statements = Object.values(api.findResources('AWS::IAM::Policy') as Resources)
      .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: { Action: unknown; Resource: unknown }[] }).Statement)
      .filter((statement) => JSON.stringify(statement.Resource).includes('/marketplace/dev/omise'));
    expect(statements).toHaveLength(2);
    for (const statement of statements) expect(statement.Action).toBe('ssm:GetParameter');
  });

  it('lets only the media Lambda reach the uploads and media buckets, under its prefixes only, the learning Lambda read files/ only, the certificates Lambda read certificates/ only and invoke its renderer, the renderer write there only, and the commerce Lambda carry no S3 access', () => {
    const dev = synthesize('dev', []);
    const api = dev.template(dev.stacks.api);
    const withBuckets = Object.values(api.findResources('AWS::Lambda::Function') as Resources)
      .map((fn) => (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables)
      .filter((variables) => variables.UPLOADS_BUCKET !== undefined || variables.MEDIA_BUCKET !== undefined);
    expect(withBuckets.map((variables) => variables.POWERTOOLS_SERVICE_NAME).sort()).toEqual(['certificates', 'certificates', 'learning', 'media']);
    const withS3 = Object.values(api.findResources('AWS::IAM::Policy') as Resources).filter((policy) =>
      JSON.stringify(policy.Properties.PolicyDocument).includes('"s3:'),
    );
    expect(withS3).toHaveLength(4);
    // Certificates' PDFs (decision 0042): the routes' Lambda signs their links and invokes the
    // renderer, which alone draws and withdraws them, under certificates/ only.
    const certificates = withS3.filter((policy) => JSON.stringify(policy.Properties.Roles).includes('Domaincertificates'));
    expect(statementsOf(certificates).filter((statement) => /s3:|lambda:/.test(JSON.stringify(statement.Action)))).toEqual([
      { Effect: 'Allow', Action: 's3:GetObject', Resource: { 'Fn::Join': ['', [{ 'Fn::ImportValue': expect.stringMatching(/StorageUploads.*Arn/) }, '/certificates/*']] } },
      { Effect: 'Allow', Action: 'lambda:InvokeFunction', Resource: { 'Fn::GetAtt': [expect.stringContaining('CertificateRenderer'), 'Arn'] } },
    ]);
    const renderer = withS3.filter((policy) => JSON.stringify(policy.Properties.Roles).includes('CertificateRenderer'));
    expect(statementsOf(renderer).filter((statement) => JSON.stringify(statement.Action).includes('s3:'))).toEqual([
      { Effect: 'Allow', Action: ['s3:PutObject', 's3:GetObject', 's3:DeleteObject'], Resource: { 'Fn::Join': ['', [{ 'Fn::ImportValue': expect.stringMatching(/StorageUploads.*Arn/) }, '/certificates/*']] } },
    ]);
    const rendererFunction = Object.entries(api.findResources('AWS::Lambda::Function') as Resources).find(([id]) => id.includes('CertificateRenderer'));
    expect(rendererFunction).toBeDefined();
    const certificatesFunction = Object.values(api.findResources('AWS::Lambda::Function') as Resources).find(
      (fn) => (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables.CERTIFICATE_RENDERER_FUNCTION !== undefined,
    );
    expect((certificatesFunction?.Properties.Environment as { Variables: Record<string, unknown> }).Variables.CERTIFICATE_RENDERER_FUNCTION).toEqual({ Ref: rendererFunction?.[0] });
    const learning = withS3.filter((policy) => JSON.stringify(policy.Properties.Roles).includes('Domainlearning'));
    expect(statementsOf(learning).filter((statement) => JSON.stringify(statement.Action).includes('s3:'))).toEqual([
      { Effect: 'Allow', Action: 's3:GetObject', Resource: { 'Fn::Join': ['', [{ 'Fn::ImportValue': expect.stringMatching(/StorageUploads.*Arn/) }, '/files/*']] } },
    ]);
    const media = withS3.filter((policy) => JSON.stringify(policy.Properties.Roles).includes('Domainmedia'));
    expect(media).toHaveLength(1);
    const statements = statementsOf(media).filter((statement) => JSON.stringify(statement.Action).includes('s3:'));
    const files = statements.filter((statement) => JSON.stringify(statement.Resource).includes('/files/'));
    expect(files.map((statement) => statement.Action)).toEqual([['s3:PutObject', 's3:GetObject', 's3:DeleteObject']]);
    const slips = statements.filter((statement) => JSON.stringify(statement.Resource).includes('/slips/'));
    expect(slips.map((statement) => statement.Action)).toEqual([['s3:PutObject', 's3:GetObject', 's3:DeleteObject']]);
    // Course video records: their files and the listing of their folders, in the uploads bucket only.
    const records = statements.filter((statement) => JSON.stringify(statement).includes('video-records/'));
    expect(records).toEqual([
      expect.objectContaining({ Action: ['s3:PutObject', 's3:GetObject', 's3:DeleteObject'], Resource: { 'Fn::Join': ['', [expect.objectContaining({ 'Fn::ImportValue': expect.stringMatching(/StorageUploads.*Arn/) }), '/video-records/*']] } }),
      expect.objectContaining({ Action: 's3:ListBucket', Condition: { StringLike: { 's3:prefix': 'video-records/*' } }, Resource: expect.objectContaining({ 'Fn::ImportValue': expect.stringMatching(/StorageUploads.*Arn/) }) }),
    ]);
    // Every object grant names one prefix; the bucket-level grants list both buckets under
    // videos/ and images/ only.
    for (const statement of statements.filter((one) => !records.includes(one))) {
      const resource = JSON.stringify(statement.Resource);
      if (/\/(slips|files|videos|images)\/\*"/.test(resource)) continue;
      expect(statement).toMatchObject({ Action: 's3:ListBucket', Condition: { StringLike: { 's3:prefix': expect.stringMatching(/^(videos|images)\/\*$/) } } });
      expect(resource).toMatch(/StorageMedia/);
      expect(resource).not.toMatch(/\/\*/);
    }
  });

  it('reads them through the Parameters and Secrets extension layer, which only the Lambdas reading parameters carry', () => {
    const dev = synthesize('dev', []);
    const api = dev.template(dev.stacks.api);
    const functions = Object.values(api.findResources('AWS::Lambda::Function') as Resources).map((fn) => fn.Properties as { Layers?: unknown[]; Environment: { Variables: Record<string, unknown> } });
    // The media Lambda's other layer is sharp's (decision 0035).
    const withLayer = functions.filter((fn) => (fn.Layers ?? []).some((layer) => !JSON.stringify(layer).includes('SharpLayer')));
    // The learning domain reads the media signing key once it serves routes.
    const learning = routedDomains(routeList).includes('learning') ? ['learning'] : [];
    // The live domain's: its routes (the Zoom keys, the room tickets' secret), the class reminders (the VAPID keys) and the class room's socket (the tickets' secret).
    expect(withLayer.map((fn) => fn.Environment.Variables.POWERTOOLS_SERVICE_NAME).sort()).toEqual(['account', 'commerce', 'commerce', 'content', ...learning, 'live', 'live', 'live']);
    for (const fn of withLayer) {
      expect(JSON.stringify(fn.Layers)).toMatch(/AWS-Parameters-and-Secrets-Lambda-Extension-Arm64|ParamsAndSecrets/i);
      expect(fn.Environment.Variables).toMatchObject({ PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: expect.anything() });
    }
  });
});

describe('videos', () => {
  let dev: Synthesized;
  let media: Statement[];

  beforeAll(() => {
    dev = synthesize('dev', []);
    media = domainStatements(dev.template(dev.stacks.api), 'media');
  });

  /** The statements granting `action`, whether CloudFormation renders it alone or in a list. */
  const granting = (action: string) => media.filter((statement) => [statement.Action].flat().includes(action));

  /** The statements of the media stack's function that submits transcoding jobs. */
  const submitter = () =>
    statementsOf(
      Object.values(dev.template(dev.stacks.media).findResources('AWS::IAM::Policy') as Resources).filter((policy) => JSON.stringify(policy.Properties.Roles).includes('OnTranscodeRequest')),
    );

  it('lets the transcoding-request Lambda submit MediaConvert jobs to the stage queue with the HLS template, and nothing else of MediaConvert', () => {
    expect(submitter().filter((statement) => JSON.stringify(statement.Action).includes('mediaconvert:'))).toEqual([
      {
        Effect: 'Allow',
        Action: 'mediaconvert:CreateJob',
        Resource: [{ 'Fn::GetAtt': [expect.stringMatching(/^MediaQueue/), 'Arn'] }, { 'Fn::GetAtt': [expect.stringMatching(/^MediaHlsJobTemplate/), 'Arn'] }],
      },
    ]);
  });

  it('lets the transcoding-request Lambda pass the MediaConvert role, to MediaConvert only; no API Lambda submits jobs or passes roles', () => {
    expect(submitter().filter((statement) => JSON.stringify(statement.Action).includes('iam:'))).toEqual([
      {
        Effect: 'Allow',
        Action: 'iam:PassRole',
        Resource: { 'Fn::GetAtt': [expect.stringMatching(/^MediaMediaConvertRole/), 'Arn'] },
        Condition: { StringEquals: { 'iam:PassedToService': 'mediaconvert.amazonaws.com' } },
      },
    ]);
    const api = dev.template(dev.stacks.api);
    const passing = statementsOf(Object.values(api.findResources('AWS::IAM::Policy') as Resources)).filter((statement) => /iam:PassRole|mediaconvert:/.test(JSON.stringify(statement.Action)));
    expect(passing).toEqual([]);
  });

  it('names the template, queue, role and both buckets in the transcoding-request Lambda’s environment, and both buckets in the media API Lambda’s', () => {
    const variables = lambdaVariables(dev.template(dev.stacks.media)).find((vars) => vars.MEDIACONVERT_TEMPLATE !== undefined);
    expect(variables).toMatchObject({
      MEDIACONVERT_TEMPLATE: { 'Fn::GetAtt': [expect.stringMatching(/^MediaHlsJobTemplate/), 'Name'] },
      MEDIACONVERT_QUEUE_ARN: { 'Fn::GetAtt': [expect.stringMatching(/^MediaQueue/), 'Arn'] },
      MEDIACONVERT_ROLE_ARN: { 'Fn::GetAtt': [expect.stringMatching(/^MediaMediaConvertRole/), 'Arn'] },
      MEDIA_BUCKET: { 'Fn::ImportValue': expect.stringMatching(/StorageMedia/) },
      UPLOADS_BUCKET: { 'Fn::ImportValue': expect.stringMatching(/StorageUploads/) },
    });
    const api = lambdaVariables(dev.template(dev.stacks.api)).find((vars) => vars.POWERTOOLS_SERVICE_NAME === 'media');
    expect(api).toMatchObject({ MEDIA_BUCKET: { 'Fn::ImportValue': expect.stringMatching(/StorageMedia/) }, UPLOADS_BUCKET: { 'Fn::ImportValue': expect.stringMatching(/StorageUploads/) } });
    expect(api).not.toHaveProperty('MEDIACONVERT_TEMPLATE');
  });

  it('lets the media Lambda upload in parts, list, abort and check them under videos/ of the uploads bucket', () => {
    const videos = media.filter((statement) => /StorageUploads.*\/videos\/\*"/.test(JSON.stringify(statement.Resource)));
    expect(videos.map((statement) => statement.Action)).toEqual([
      ['s3:PutObject', 's3:GetObject', 's3:DeleteObject', 's3:AbortMultipartUpload', 's3:ListMultipartUploadParts'],
    ]);
    for (const action of ['s3:AbortMultipartUpload', 's3:ListMultipartUploadParts']) {
      expect(granting(action).map((statement) => JSON.stringify(statement.Resource))).toEqual([expect.stringMatching(/StorageUploads.*\/videos\/\*"/)]);
    }
  });

  it("lets the media Lambda read, copy in and remove a video's files under videos/ of the media bucket, and list that prefix of both buckets only", () => {
    const renditions = media.filter((statement) => /StorageMedia.*\/videos\/\*"/.test(JSON.stringify(statement.Resource)));
    expect(renditions.map((statement) => statement.Action)).toEqual([['s3:GetObject', 's3:PutObject', 's3:DeleteObject']]);
    expect(granting('s3:ListBucket').filter((statement) => JSON.stringify(statement.Condition).includes('videos/'))).toEqual([
      {
        Effect: 'Allow',
        Action: 's3:ListBucket',
        Resource: [{ 'Fn::ImportValue': expect.stringMatching(/StorageUploads.*Arn/) }, { 'Fn::ImportValue': expect.stringMatching(/StorageMedia.*Arn/) }],
        Condition: { StringLike: { 's3:prefix': 'videos/*' } },
      },
    ]);
  });

  it('deploys the media stack after storage, whose uploads bucket its rule watches, and apart from the API', () => {
    expect(dev.stacks.media.dependencies).toContain(dev.stacks.storage);
    expect(dev.stacks.api.dependencies).not.toContain(dev.stacks.media);
    expect(dev.stacks.media.dependencies).not.toContain(dev.stacks.api);
  });

  it('lets browsers PUT parts to the uploads bucket and read each part’s ETag', () => {
    dev.template(dev.stacks.storage).hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: {
        CorsRules: [Match.objectLike({ AllowedMethods: Match.arrayWith(['PUT']), ExposedHeaders: ['ETag'] })],
      },
    });
  });
});

describe('images', () => {
  let dev: Synthesized;
  let api: Template;
  let media: Statement[];

  beforeAll(() => {
    dev = synthesize('dev', []);
    api = dev.template(dev.stacks.api);
    media = domainStatements(api, 'media');
  });

  const functionOf = (service: string) =>
    Object.values(api.findResources('AWS::Lambda::Function') as Resources).find(
      (fn) => (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables.POWERTOOLS_SERVICE_NAME === service,
    )?.Properties;

  it('runs the media Lambda, which makes image variants with sharp, on x86_64 with the sharp layer, and no other Lambda with it', () => {
    const [layer] = Object.keys(api.findResources('AWS::Lambda::LayerVersion'));
    expect(functionOf('media')).toMatchObject({ Architectures: ['x86_64'], Layers: [{ Ref: layer }], MemorySize: 1024, Timeout: 29 });
    api.hasResourceProperties('AWS::Lambda::LayerVersion', { CompatibleArchitectures: ['x86_64'], CompatibleRuntimes: ['nodejs22.x'] });
    const withSharp = Object.values(api.findResources('AWS::Lambda::Function') as Resources).filter((fn) => JSON.stringify(fn.Properties.Layers ?? []).includes(layer ?? '-'));
    expect(withSharp).toHaveLength(1);
  });

  it('puts sharp, its Linux x64 binary and libvips in the layer’s nodejs/node_modules, from what npm installed', () => {
    const out = mkdtempSync(join(tmpdir(), 'sharp-layer-'));
    try {
      copySharpPackages(out);
      const modules = join(out, 'nodejs', 'node_modules');
      for (const name of ['sharp', '@img/colour', 'detect-libc', 'semver', '@img/sharp-linux-x64', '@img/sharp-libvips-linux-x64']) expect(existsSync(join(modules, name, 'package.json')), name).toBe(true);
      expect(readdirSync(join(modules, '@img/sharp-linux-x64/lib')).some((file) => file.endsWith('.node'))).toBe(true);
      expect(readdirSync(join(modules, '@img/sharp-libvips-linux-x64/lib')).some((file) => file.startsWith('libvips-cpp.so'))).toBe(true);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('names both buckets and the media URL in the media Lambda’s environment', () => {
    expect((functionOf('media')?.Environment as { Variables: Record<string, unknown> }).Variables).toMatchObject({
      UPLOADS_BUCKET: { 'Fn::ImportValue': expect.stringMatching(/StorageUploads/) },
      MEDIA_BUCKET: { 'Fn::ImportValue': expect.stringMatching(/StorageMedia/) },
      MEDIA_URL: expect.anything(),
    });
  });

  it('lets the media Lambda put, read and remove originals under images/ of the uploads bucket, write and remove variants under images/ of the media bucket, and list those prefixes only', () => {
    const originals = media.filter((statement) => /StorageUploads.*\/images\/\*"/.test(JSON.stringify(statement.Resource)));
    expect(originals.map((statement) => statement.Action)).toEqual([['s3:PutObject', 's3:GetObject', 's3:DeleteObject']]);
    const variants = media.filter((statement) => /StorageMedia.*\/images\/\*"/.test(JSON.stringify(statement.Resource)));
    expect(variants.map((statement) => statement.Action)).toEqual([['s3:PutObject', 's3:DeleteObject']]);
    const listing = media.filter((statement) => statement.Action === 's3:ListBucket' && JSON.stringify(statement.Condition).includes('images/'));
    expect(listing).toEqual([
      {
        Effect: 'Allow',
        Action: 's3:ListBucket',
        Resource: [{ 'Fn::ImportValue': expect.stringMatching(/StorageUploads.*Arn/) }, { 'Fn::ImportValue': expect.stringMatching(/StorageMedia.*Arn/) }],
        Condition: { StringLike: { 's3:prefix': 'images/*' } },
      },
    ]);
  });

  it('serves /media/images/* through the public media behavior: only videos and recordings ask for signed cookies', () => {
    const distribution = Object.values(dev.template(dev.stacks.storage).findResources('AWS::CloudFront::Distribution') as Resources)[0];
    const behaviors = (distribution?.Properties.DistributionConfig as { CacheBehaviors: Record<string, unknown>[] }).CacheBehaviors;
    expect(behaviors.filter((behavior) => behavior.TrustedKeyGroups).map((behavior) => behavior.PathPattern)).toEqual(['/media/videos/*', '/media/ivs/*']);
    const images = behaviors.find((behavior) => new RegExp(`^${String(behavior.PathPattern).replace(/\*/g, '.*')}$`).test('/media/images/abc/card.webp'));
    expect(images).toMatchObject({ PathPattern: '/media/*' });
    expect(images).not.toHaveProperty('TrustedKeyGroups');
  });
});

describe('Zoom and broadcasts (decision 0051)', () => {
  it('gives a function the Zoom secret name and GetSecretValue on that secret only, and IVS channels of its account and region', () => {
    const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
    const stack = new StageStack(app, 'LiveMedia', { settings: stageSettingsFor('prod') });
    const fn = (id: string, readsParameters: boolean) =>
      new DomainFunction(stack, id, { entry: `${FUNCTIONS_SRC}/live/index.ts`, serviceName: 'live', description: 'live', logRetention: 7, removalPolicy: RemovalPolicy.DESTROY, readsParameters });
    fn('Live', true).bindZoomKeys().grantBroadcasts();
    expect(() => fn('NoLayer', false).bindZoomKeys()).toThrow(/readsParameters/);

    const template = Template.fromStack(stack);
    const [variables] = lambdaVariables(template);
    expect(variables).toMatchObject({ ZOOM_SECRET: '/marketplace/prod/zoom' });
    const statements = statementsOf(Object.values(template.findResources('AWS::IAM::Policy') as Resources));
    const secrets = statements.filter((statement) => JSON.stringify(statement.Action).includes('secretsmanager:'));
    expect(secrets.map((statement) => statement.Action)).toEqual(['secretsmanager:GetSecretValue']);
    expect(JSON.stringify(secrets[0]?.Resource)).toMatch(/:secretsmanager:.*:secret:\/marketplace\/prod\/zoom-\?\?\?\?\?\?"\]\]\}$/);
    const ivs = statements.filter((statement) => JSON.stringify(statement.Action).includes('ivs:'));
    expect(ivs.map((statement) => statement.Action)).toEqual([['ivs:CreateChannel', 'ivs:TagResource'], ['ivs:GetStream', 'ivs:StopStream'], 'ivs:GetStreamKey']);
    for (const statement of ivs) expect(JSON.stringify(statement.Resource)).toMatch(/:ivs:",\{"Ref":"AWS::Region"\},":",\{"Ref":"AWS::AccountId"\},":(channel|stream-key)\/\*"/);
  });
});

describe('private broadcasts (decision 0056)', () => {
  it('imports the stage’s playback key into IVS and lets the live Lambda read its private half, only where the stage has one', () => {
    const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-384', publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
    const own = synthesize('prod', [], {}, { broadcastPlaybackPublicKey: publicKey.trim() });
    const api = own.template(own.stacks.api);
    api.hasResourceProperties('AWS::IVS::PlaybackKeyPair', { PublicKeyMaterial: publicKey.trim() });
    const live = lambdaVariables(api).find((variables) => variables.POWERTOOLS_SERVICE_NAME === 'live');
    expect(live).toMatchObject({ IVS_PLAYBACK_KEY_SECRET: '/marketplace/prod/ivs-playback-key' });
    const secrets = domainStatements(api, 'live').filter((statement) => JSON.stringify(statement.Resource).includes('ivs-playback-key'));
    expect(secrets.map((statement) => statement.Action)).toEqual(['secretsmanager:GetSecretValue']);

    const without = synthesize('prod', []);
    const plain = without.template(without.stacks.api);
    expect(Object.keys(plain.findResources('AWS::IVS::PlaybackKeyPair'))).toEqual([]);
    expect(lambdaVariables(plain).find((variables) => variables.POWERTOOLS_SERVICE_NAME === 'live')).not.toHaveProperty('IVS_PLAYBACK_KEY_SECRET');
  });
});

describe('recordings of broadcasts (decision 0054)', () => {
  it('records channels to the media bucket, keeps each finished recording through its event, and lets the live Lambda name the configuration', () => {
    const dev = synthesize('dev', []);
    const api = dev.template(dev.stacks.api);
    const [configuration] = Object.keys(api.findResources('AWS::IVS::RecordingConfiguration'));
    api.hasResourceProperties('AWS::IVS::RecordingConfiguration', {
      DestinationConfiguration: { S3: { BucketName: { 'Fn::ImportValue': Match.stringLikeRegexp('StorageMedia') } } },
    });
    api.hasResourceProperties('AWS::Events::Rule', {
      EventPattern: { source: ['aws.ivs'], 'detail-type': ['IVS Recording State Change'], detail: { recording_status: ['Recording End'] } },
    });
    // The same function keeps the instructor's time on air (decision 0055).
    api.hasResourceProperties('AWS::Events::Rule', {
      EventPattern: { source: ['aws.ivs'], 'detail-type': ['IVS Stream State Change'], detail: { event_name: ['Stream Start', 'Stream End'] } },
    });
    const live = lambdaVariables(api).find((variables) => variables.IVS_RECORDING_CONFIGURATION_ARN !== undefined);
    expect(live).toMatchObject({ POWERTOOLS_SERVICE_NAME: 'live', IVS_RECORDING_CONFIGURATION_ARN: { 'Fn::GetAtt': [configuration, 'Arn'] } });
    const reads = domainStatements(api, 'live').filter((statement) => JSON.stringify(statement.Action).includes('ivs:GetRecordingConfiguration'));
    expect(reads.map((statement) => statement.Resource)).toEqual([{ 'Fn::GetAtt': [configuration, 'Arn'] }]);
    api.hasResourceProperties('AWS::Lambda::Function', { Description: Match.stringLikeRegexp("recording and its instructor's time on air"), Environment: { Variables: Match.objectLike({ TABLE_NAME: Match.anyValue() }) } });
  });
});

describe('sweeps', () => {
  it('runs the order-expiry sweep every minute and the class reminders every five on EventBridge Scheduler, never retried (the next run is the retry)', () => {
    const dev = synthesize('dev', []);
    const api = dev.template(dev.stacks.api);
    const functions = api.findResources('AWS::Lambda::Function') as Resources;
    const described = (pattern: RegExp) => Object.keys(functions).find((id) => pattern.test(String(functions[id]?.Properties.Description)));
    const schedules = Object.values(api.findResources('AWS::Scheduler::Schedule') as Resources).map((schedule) => schedule.Properties);
    const runs = schedules.map((schedule) => [schedule.ScheduleExpression, (schedule.Target as { Arn: { 'Fn::GetAtt': string[] } }).Arn['Fn::GetAtt'][0]]);
    expect(runs).toEqual(
      expect.arrayContaining([
        ['rate(1 minute)', described(/^Expires unpaid orders/)],
        ['rate(5 minutes)', described(/^Reminds booked students/)],
      ]),
    );
    expect(schedules).toHaveLength(2);
    for (const schedule of schedules) {
      expect(schedule.FlexibleTimeWindow).toEqual({ Mode: 'OFF' });
      expect((schedule.Target as { RetryPolicy: unknown }).RetryPolicy).toMatchObject({ MaximumRetryAttempts: 0 });
      // Its own role, which may invoke that one function and nothing else.
      const role = (schedule.Target as { RoleArn: { 'Fn::GetAtt': string[] } }).RoleArn['Fn::GetAtt'][0]!;
      const policies = Object.values(api.findResources('AWS::IAM::Policy') as Resources).filter((policy) => JSON.stringify(policy.Properties.Roles).includes(role));
      const actions = statementsOf(policies).map((statement) => statement.Action);
      expect(actions).toEqual(['lambda:InvokeFunction']);
    }
  });
});

describe('playback', () => {
  let dev: Synthesized;
  let storage: Template;

  beforeAll(() => {
    dev = synthesize('dev', []);
    storage = dev.template(dev.stacks.storage);
  });

  /** The distribution's cache behaviors, in the order CloudFront tries them. */
  const behaviors = (template: Template) =>
    (Object.values(template.findResources('AWS::CloudFront::Distribution') as Resources)[0]?.Properties.DistributionConfig as { CacheBehaviors: Record<string, unknown>[] }).CacheBehaviors;
  const logicalIdOf = (template: Template, type: string) => Object.keys(template.findResources(type));

  it('serves /media/videos/* and /media/ivs/* only with cookies signed for the stage’s key group, tried before the public media behavior', () => {
    const [keyGroup] = logicalIdOf(storage, 'AWS::CloudFront::KeyGroup');
    const [publicKey] = logicalIdOf(storage, 'AWS::CloudFront::PublicKey');
    const [videos, recordings, media] = behaviors(storage);
    expect(videos).toMatchObject({ PathPattern: '/media/videos/*', TrustedKeyGroups: [{ Ref: keyGroup }], AllowedMethods: ['GET', 'HEAD', 'OPTIONS'] });
    expect(recordings).toMatchObject({ ...videos, PathPattern: '/media/ivs/*' });
    expect(media).toMatchObject({ PathPattern: '/media/*' });
    expect(media).not.toHaveProperty('TrustedKeyGroups');
    // Both read the same bucket through the same origin, with the /media prefix stripped.
    expect(videos?.TargetOriginId).toBe(media?.TargetOriginId);
    expect(videos?.FunctionAssociations).toEqual(media?.FunctionAssociations);
    storage.hasResourceProperties('AWS::CloudFront::KeyGroup', { KeyGroupConfig: Match.objectLike({ Items: [{ Ref: publicKey }] }) });
  });

  it('lets the site’s other origins read videos with credentials, asking for ranges and reading their lengths', () => {
    const [videos] = behaviors(storage);
    const policy = (storage.findResources('AWS::CloudFront::ResponseHeadersPolicy') as Resources)[(videos?.ResponseHeadersPolicyId as { Ref: string }).Ref];
    expect((policy?.Properties.ResponseHeadersPolicyConfig as { CorsConfig: unknown }).CorsConfig).toEqual({
      AccessControlAllowCredentials: true,
      AccessControlAllowOrigins: { Items: ['http://localhost:5173', 'http://127.0.0.1:5173'] },
      AccessControlAllowMethods: { Items: ['GET', 'HEAD', 'OPTIONS'] },
      AccessControlAllowHeaders: { Items: ['Range'] },
      AccessControlExposeHeaders: { Items: ['Content-Length', 'Content-Range'] },
      AccessControlMaxAgeSec: 3000,
      OriginOverride: true,
    });
    expect(JSON.stringify(policy?.Properties)).toContain('FrameOptions');
  });

  it("lets the learn page's player start hls.js's worker from a blob, and nothing inline but the boot script", () => {
    const policies = Object.values(storage.findResources('AWS::CloudFront::ResponseHeadersPolicy') as Resources).map((resource) => JSON.stringify(resource.Properties));
    // The policy names the API's host by the stack's region, so it is a join: its text is read whole.
    const csp = policies.find((text) => text.includes('ContentSecurityPolicy')) ?? '';
    expect(csp).toContain("worker-src 'self' blob:");
    // A broadcast class plays from IVS's playback hosts.
    expect(csp).toMatch(/connect-src [^;]*https:\/\/\*\.live-video\.net/);
    expect(csp).toContain("media-src 'self' blob:");
    expect(csp).not.toContain('unsafe-eval');
    expect(/script-src [^;]*unsafe-inline/.test(csp)).toBe(false);
  });

  it('trusts a key no one can sign for, and warns, until the stage names its own public key, which becomes a new CloudFront key', () => {
    storage.hasResourceProperties('AWS::CloudFront::PublicKey', { PublicKeyConfig: Match.objectLike({ EncodedKey: PLACEHOLDER_MEDIA_SIGNING_PUBLIC_KEY }) });
    const warnings = (synthesized: Synthesized) =>
      synthesized.app.synth().getStackArtifact(synthesized.stacks.storage.artifactId).messages.filter((message) => String(message.entry.data).includes('mediaSigningPublicKey'));
    expect(warnings(dev)).toHaveLength(1);

    const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
    const own = synthesize('dev', [], {}, { mediaSigningPublicKey: publicKey.trim() });
    const ownStorage = own.template(own.stacks.storage);
    ownStorage.hasResourceProperties('AWS::CloudFront::PublicKey', { PublicKeyConfig: Match.objectLike({ EncodedKey: publicKey.trim() }) });
    expect(logicalIdOf(ownStorage, 'AWS::CloudFront::PublicKey')).not.toEqual(logicalIdOf(storage, 'AWS::CloudFront::PublicKey'));
    expect(warnings(own)).toEqual([]);
  });

  it('gives a function the media URL, key pair id, cookie domain and secret name, and GetSecretValue on that one secret only', () => {
    const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
    const stack = new StageStack(app, 'Playback', { settings: stageSettingsFor('prod') });
    const fn = (id: string, readsParameters: boolean) =>
      new DomainFunction(stack, id, { entry: `${FUNCTIONS_SRC}/media/index.ts`, serviceName: 'learning', description: 'learning', logRetention: 7, removalPolicy: RemovalPolicy.DESTROY, readsParameters });
    fn('Reader', true).bindPlaybackSigning({ keyPairId: 'K2JCJMDEHXQW5F', mediaUrl: 'https://d1.cloudfront.net/media', cookieDomain: 'shop.example' });
    expect(() => fn('NoLayer', false).bindPlaybackSigning({ keyPairId: 'K1', mediaUrl: 'https://d1.cloudfront.net/media' })).toThrow(/readsParameters/);

    const template = Template.fromStack(stack);
    const [variables] = lambdaVariables(template).filter((vars) => vars.MEDIA_URL);
    expect(variables).toMatchObject({
      MEDIA_URL: 'https://d1.cloudfront.net/media',
      MEDIA_KEY_PAIR_ID: 'K2JCJMDEHXQW5F',
      MEDIA_SIGNING_SECRET: '/marketplace/prod/media-signing-key',
      MEDIA_COOKIE_DOMAIN: 'shop.example',
    });
    const secrets = statementsOf(Object.values(template.findResources('AWS::IAM::Policy') as Resources)).filter((statement) => JSON.stringify(statement.Action).includes('secretsmanager:'));
    expect(secrets).toHaveLength(1);
    expect(secrets[0]?.Action).toBe('secretsmanager:GetSecretValue');
    expect(JSON.stringify(secrets[0]?.Resource)).toMatch(/:secretsmanager:.*:secret:\/marketplace\/prod\/media-signing-key-\?\?\?\?\?\?"\]\]\}$/);
  });

  it('binds the learning and live Lambdas to the distribution’s media URL and key (videos, recordings), and no other Lambda to the secret', () => {
    const api = dev.template(dev.stacks.api);
    const withMedia = lambdaVariables(api).filter((variables) => variables.MEDIA_SIGNING_SECRET !== undefined);
    const routed = routedDomains(routeList).includes('learning');
    expect(withMedia.map((variables) => variables.POWERTOOLS_SERVICE_NAME).sort()).toEqual(routed ? ['learning', 'live'] : ['live']);
    const secrets = statementsOf(Object.values(api.findResources('AWS::IAM::Policy') as Resources)).filter(
      (statement) => JSON.stringify(statement.Action).includes('secretsmanager:') && JSON.stringify(statement.Resource).includes('media-signing-key'),
    );
    expect(secrets).toHaveLength(routed ? 2 : 1);
    if (!routed) return;
    expect(withMedia[0]).toMatchObject({
      MEDIA_SIGNING_SECRET: '/marketplace/dev/media-signing-key',
      MEDIA_KEY_PAIR_ID: { 'Fn::GetStackOutput': expect.objectContaining({ StackName: 'Marketplace-dev-Storage', OutputName: expect.stringMatching(/CdnMediaSigningKey/) }) },
    });
    expect(JSON.stringify(withMedia[0]?.MEDIA_URL)).toMatch(/^\{"Fn::Join":\["",\["https:\/\/",\{"Fn::ImportValue":"Marketplace-dev-Storage:.*CdnDistribution.*DomainName.*"\},"\/media"\]\]\}$/);
    expect(withMedia[0]).not.toHaveProperty('MEDIA_COOKIE_DOMAIN');
  });
});
