import { Duration, type RemovalPolicy } from 'aws-cdk-lib';
import {
  AccountRecovery,
  FeaturePlan,
  Mfa,
  StandardThreatProtectionMode,
  UserPool,
  type AuthFlow,
  type UserPoolClient,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { USER_POOL } from '@lm/shared';
import { acknowledge } from '../nag.js';

export interface AuthProps {
  featurePlan: 'essentials' | 'plus';
  deletionProtection: boolean;
  removalPolicy: RemovalPolicy;
}

type ClientAuthFlow = (typeof USER_POOL.client.authFlows)[number];

/** The Cognito flag of each flow named in USER_POOL; refresh is always allowed by CDK. */
const AUTH_FLOWS: Record<ClientAuthFlow, keyof AuthFlow | undefined> = {
  ALLOW_ADMIN_USER_PASSWORD_AUTH: 'adminUserPassword',
  ALLOW_REFRESH_TOKEN_AUTH: undefined,
};

/** The user pool, its role groups and the app client, from the shared USER_POOL description. */
export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);
    const { passwordPolicy, client } = USER_POOL;
    const plus = props.featurePlan === 'plus';

    this.userPool = new UserPool(this, 'UserPool', {
      selfSignUpEnabled: false,
      signInAliases: { username: true },
      signInCaseSensitive: false,
      standardAttributes: { email: { required: false, mutable: true } },
      passwordPolicy: {
        minLength: passwordPolicy.minimumLength,
        requireLowercase: passwordPolicy.requireLowercase,
        requireUppercase: passwordPolicy.requireUppercase,
        requireDigits: passwordPolicy.requireDigits,
        requireSymbols: passwordPolicy.requireSymbols,
      },
      mfa: Mfa.OFF,
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      featurePlan: plus ? FeaturePlan.PLUS : FeaturePlan.ESSENTIALS,
      // Sign-in runs server-side (AdminInitiateAuth from the identity Lambda), so
      // Cognito sees the Lambda's address, not the user's: audit before enforcing.
      ...(plus ? { standardThreatProtectionMode: StandardThreatProtectionMode.AUDIT_ONLY } : {}),
      deletionProtection: props.deletionProtection,
      removalPolicy: props.removalPolicy,
    });
    acknowledge(
      this.userPool,
      'SPEC sign-in is username and password answered in one request (POST /user/login); it has no second factor step.',
      'AwsSolutions-COG2',
    );
    if (!plus) {
      acknowledge(
        this.userPool,
        'Non-production stage: the Plus plan (threat protection) is billed per active user and is enabled in prod only.',
        'AwsSolutions-COG8',
      );
    }

    for (const group of USER_POOL.groups) {
      this.userPool.addGroup(`Group-${group.group}`, {
        groupName: group.group,
        precedence: group.precedence,
        description: `${group.description} (role_id ${group.roleId})`,
      });
    }

    const authFlows: AuthFlow = {};
    for (const flow of client.authFlows) {
      const flag = AUTH_FLOWS[flow];
      if (flag) Object.assign(authFlows, { [flag]: true });
    }

    this.client = this.userPool.addClient('WebClient', {
      generateSecret: false,
      authFlows,
      disableOAuth: true,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      idTokenValidity: Duration.minutes(client.idTokenValidityMinutes),
      accessTokenValidity: Duration.minutes(client.accessTokenValidityMinutes),
      refreshTokenValidity: Duration.seconds(client.refreshTokenValiditySeconds),
    });
  }
}
