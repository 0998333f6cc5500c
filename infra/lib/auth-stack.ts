import { CfnOutput } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { Auth } from './constructs/auth.js';
import { removalPolicyOf } from './settings.js';
import { StageStack, type StageStackProps } from './stage-stack.js';

/** Stateful: the Cognito user pool, its role groups and the app client. */
export class AuthStack extends StageStack {
  readonly auth: Auth;

  constructor(scope: Construct, props: StageStackProps) {
    super(scope, 'Auth', { description: 'Marketplace identity: Cognito user pool, groups and app client', ...props });
    this.auth = new Auth(this, 'Auth', {
      featurePlan: this.settings.userPoolFeaturePlan,
      deletionProtection: this.settings.deletionProtection,
      removalPolicy: removalPolicyOf(this.settings),
    });
    new CfnOutput(this, 'UserPoolId', { value: this.auth.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.auth.client.userPoolClientId });
  }
}
