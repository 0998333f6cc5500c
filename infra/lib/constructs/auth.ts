import { Duration, type RemovalPolicy } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import {
  AccountRecovery,
  FeaturePlan,
  Mfa,
  StandardThreatProtectionMode,
  UserPool,
  UserPoolOperation,
  type AuthFlow,
  type UserPoolClient,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { USER_POOL } from '@lm/shared';
import { acknowledge } from '../nag.js';
import { FUNCTIONS_SRC } from '../paths.js';
import { DomainFunction } from './domain-function.js';

export interface AuthProps {
  featurePlan: 'essentials' | 'plus';
  deletionProtection: boolean;
  removalPolicy: RemovalPolicy;
  /** The table the verify trigger reads the one-time answers of custom authentication from. */
  table: ITableV2;
  logRetention: RetentionDays;
}

/**
 * The table actions of the verify trigger: read and delete the one-time answer (decision 0023).
 * ElectroDB's delete with the old item back is one DeleteItem; GetItem is kept for reads.
 */
export const CHALLENGE_TABLE_ACTIONS = ['dynamodb:GetItem', 'dynamodb:DeleteItem'];

type ClientAuthFlow = (typeof USER_POOL.client.authFlows)[number];

/** The Cognito flag of each flow named in USER_POOL; refresh is always allowed by CDK. */
const AUTH_FLOWS: Record<ClientAuthFlow, keyof AuthFlow | undefined> = {
  ALLOW_ADMIN_USER_PASSWORD_AUTH: 'adminUserPassword',
  ALLOW_CUSTOM_AUTH: 'custom',
  ALLOW_REFRESH_TOKEN_AUTH: undefined,
};

/** The user pool, its role groups and the app client, from the shared USER_POOL description. */
export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;
  /** The custom authentication triggers, by Cognito operation. */
  readonly triggers: { define: DomainFunction; create: DomainFunction; verify: DomainFunction };

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

    // Custom authentication (decision 0023): the identity Lambda answers one custom challenge with
    // a one-time secret whose hash it stored; only the verify trigger touches the table.
    const trigger = (name: string, file: string, description: string) =>
      new DomainFunction(this, `Trigger-${name}`, {
        entry: `${FUNCTIONS_SRC}/identity/triggers/${file}.ts`,
        serviceName: 'identity',
        description,
        logRetention: props.logRetention,
        removalPolicy: props.removalPolicy,
      });
    const define = trigger('DefineAuthChallenge', 'define-auth-challenge', 'Cognito custom auth: tokens after one correct custom challenge');
    const create = trigger('CreateAuthChallenge', 'create-auth-challenge', 'Cognito custom auth: the custom challenge, without parameters');
    const verify = trigger('VerifyAuthChallenge', 'verify-auth-challenge', 'Cognito custom auth: checks the one-time answer and spends it');
    verify.handler.addEnvironment('TABLE_NAME', props.table.tableName);
    verify.role.addToPrincipalPolicy(new PolicyStatement({ actions: CHALLENGE_TABLE_ACTIONS, resources: [props.table.tableArn] }));
    this.userPool.addTrigger(UserPoolOperation.DEFINE_AUTH_CHALLENGE, define.handler);
    this.userPool.addTrigger(UserPoolOperation.CREATE_AUTH_CHALLENGE, create.handler);
    this.userPool.addTrigger(UserPoolOperation.VERIFY_AUTH_CHALLENGE_RESPONSE, verify.handler);
    this.triggers = { define, create, verify };

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
