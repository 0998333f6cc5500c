import { CfnOutput } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { Auth } from './constructs/auth.js';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { logRetentionOf, removalPolicyOf } from './settings.js';
import { StageStack, type StageStackProps } from './stage-stack.js';

export interface AuthStackProps extends StageStackProps {
  /** Read by the custom authentication's verify trigger (decision 0023). */
  table: ITableV2;
}

/** Stateful: the Cognito user pool, its role groups, the app client and its custom authentication triggers. */
export class AuthStack extends StageStack {
  readonly auth: Auth;

  constructor(scope: Construct, props: AuthStackProps) {
    super(scope, 'Auth', { description: 'Marketplace identity: Cognito user pool, groups and app client', ...props });
    this.auth = new Auth(this, 'Auth', {
      featurePlan: this.settings.userPoolFeaturePlan,
      deletionProtection: this.settings.deletionProtection,
      removalPolicy: removalPolicyOf(this.settings),
      table: props.table,
      logRetention: logRetentionOf(this.settings),
    });
    new CfnOutput(this, 'UserPoolId', { value: this.auth.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.auth.client.userPoolClientId });
  }
}
