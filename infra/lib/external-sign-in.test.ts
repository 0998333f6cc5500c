import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHALLENGE_TABLE_ACTIONS } from './constructs/auth.js';
import { USER_ADMIN_ACTIONS } from './constructs/domain-function.js';
import { createMarketplace, type MarketplaceStacks } from './marketplace.js';
import { stageSettingsFor } from './settings.js';

type Resources = Record<string, { Properties: Record<string, unknown> }>;
type Statement = { Action: string | string[]; Resource: unknown };

/** The dev stage synthesized as `cdk synth` does, the Auth stack's trigger Lambdas really bundled. */
function synthesize(): { app: App; stacks: MarketplaceStacks } {
  const app = new App({
    context: { 'aws:cdk:bundling-stacks': ['Marketplace-dev-Auth'], '@aws-cdk/core:failSynthOnValidationErrors': false },
  });
  const stacks = createMarketplace(app, stageSettingsFor('dev'));
  app.synth();
  return { app, stacks };
}

/** Every policy statement attached to the role of a Lambda of the template. */
function statementsOf(template: Template, roleLogicalId: string): Statement[] {
  const policies = Object.values(template.findResources('AWS::IAM::Policy') as Resources).filter((policy) =>
    (policy.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === roleLogicalId),
  );
  return policies.flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
}

const actionsOf = (statements: Statement[]) => statements.flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));

describe('custom authentication (decision 0023)', () => {
  let synthesized: { app: App; stacks: MarketplaceStacks };
  let auth: Template;

  beforeAll(() => {
    synthesized = synthesize();
    auth = Template.fromStack(synthesized.stacks.auth);
  }, 240_000);

  it('attaches the three triggers to the user pool and lets the app client use custom auth', () => {
    auth.hasResourceProperties('AWS::Cognito::UserPool', {
      LambdaConfig: {
        DefineAuthChallenge: { 'Fn::GetAtt': [Match.stringLikeRegexp('TriggerDefineAuthChallenge'), 'Arn'] },
        CreateAuthChallenge: { 'Fn::GetAtt': [Match.stringLikeRegexp('TriggerCreateAuthChallenge'), 'Arn'] },
        VerifyAuthChallengeResponse: { 'Fn::GetAtt': [Match.stringLikeRegexp('TriggerVerifyAuthChallenge'), 'Arn'] },
      },
    });
    auth.hasResourceProperties('AWS::Cognito::UserPoolClient', { ExplicitAuthFlows: Match.arrayWith(['ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ALLOW_CUSTOM_AUTH']) });
    // Cognito, from this pool only, may invoke each trigger.
    expect(Object.keys(auth.findResources('AWS::Lambda::Permission', { Properties: { Principal: 'cognito-idp.amazonaws.com', SourceArn: Match.anyValue() } }))).toHaveLength(3);
  });

  it('lets only the verify trigger touch the table: GetItem and DeleteItem on the table itself', () => {
    const { define, create, verify } = synthesized.stacks.auth.auth.triggers;
    const roleId = (fn: typeof verify) => synthesized.stacks.auth.getLogicalId(fn.role.node.defaultChild as never);

    const verifyTable = statementsOf(auth, roleId(verify)).filter((s) => actionsOf([s]).some((a) => a.startsWith('dynamodb:')));
    expect(verifyTable).toHaveLength(1);
    expect(verifyTable[0]?.Action).toEqual(CHALLENGE_TABLE_ACTIONS);
    expect(verifyTable[0]?.Resource).toEqual({ 'Fn::ImportValue': expect.stringMatching(/^Marketplace-dev-Data:.*Table.*Arn/) });
    expect(JSON.stringify(verifyTable[0]?.Resource)).not.toContain('index');

    for (const fn of [define, create]) expect(actionsOf(statementsOf(auth, roleId(fn))).filter((a) => a.startsWith('dynamodb:'))).toEqual([]);
    const variables = Object.values(auth.findResources('AWS::Lambda::Function') as Resources).map(
      (fn) => (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables,
    );
    expect(variables.filter((v) => 'TABLE_NAME' in v)).toHaveLength(1);
  });

  it('lets the identity Lambda answer the custom challenge on this pool', () => {
    expect(USER_ADMIN_ACTIONS).toContain('cognito-idp:AdminRespondToAuthChallenge');
    Template.fromStack(synthesized.stacks.api).hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([Match.objectLike({ Action: Match.arrayWith(['cognito-idp:AdminInitiateAuth', 'cognito-idp:AdminRespondToAuthChallenge']) })]),
      },
    });
  });

  it('leaves no cdk-nag finding in the Auth stack', () => {
    const findings = new AwsSolutionsChecks()
      .validateScope(synthesized.stacks.auth)
      .violations.map((v) => `${v.severity} ${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath).join(', ')}`);
    expect(findings).toEqual([]);
  });
});
