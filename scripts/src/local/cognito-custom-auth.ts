import type { CreateAuthChallengeTriggerEvent, DefineAuthChallengeTriggerEvent, VerifyAuthChallengeResponseTriggerEvent } from 'aws-lambda';
import {
  InvalidParameterError,
  NotAuthorizedError,
  UnexpectedLambdaExceptionError,
  UnsupportedError,
  UserLambdaValidationError,
  UserNotConfirmedException,
} from 'cognito-local/lib/errors.js';
import type { Route, Router } from 'cognito-local/lib/server/Router.js';
import type { Services } from 'cognito-local/lib/services/index.js';
import type { Context } from 'cognito-local/lib/services/context.js';
import type { User, UserPoolService } from 'cognito-local/lib/services/userPoolService.js';
import type { AppClient } from 'cognito-local/lib/services/appClient.js';
import { randomBytes } from 'node:crypto';

/**
 * Cognito's custom authentication (CUSTOM_AUTH with CUSTOM_CHALLENGE), which cognito-local 5.3
 * lacks, added to its router so the pool's own trigger Lambdas decide the sign-in as they do in
 * AWS (decision 0024). Everything else is still cognito-local's.
 */

export const CUSTOM_AUTH_TRIGGERS = ['DefineAuthChallenge', 'CreateAuthChallenge', 'VerifyAuthChallengeResponse'] as const;
export type CustomAuthTrigger = (typeof CUSTOM_AUTH_TRIGGERS)[number];

type TriggerEvent = DefineAuthChallengeTriggerEvent | CreateAuthChallengeTriggerEvent | VerifyAuthChallengeResponseTriggerEvent;
type ResponseOf<T extends CustomAuthTrigger> = T extends 'DefineAuthChallenge'
  ? DefineAuthChallengeTriggerEvent['response']
  : T extends 'CreateAuthChallenge'
    ? CreateAuthChallengeTriggerEvent['response']
    : VerifyAuthChallengeResponseTriggerEvent['response'];

/** Runs one trigger with the event Cognito would send and answers the event's `response`. */
export type TriggerInvoker = <T extends CustomAuthTrigger>(ctx: Context, trigger: T, event: TriggerEvent) => Promise<ResponseOf<T>>;

/** Cognito keeps a custom-auth session for 3 minutes (the app client's default AuthSessionValidity). */
export const SESSION_LIFETIME_MS = 3 * 60_000;

type Step = DefineAuthChallengeTriggerEvent['request']['session'][number];

interface PendingChallenge {
  userPoolId: string;
  clientId: string;
  username: string;
  challengeName: 'CUSTOM_CHALLENGE';
  history: Step[];
  privateChallengeParameters: Record<string, string>;
  challengeMetadata: string | undefined;
  expiresAt: number;
}

export interface CustomAuthOptions {
  services: Pick<Services, 'cognito' | 'tokenGenerator' | 'triggers'>;
  /** Undefined while the pool has no custom-auth triggers: the flow is then unsupported, as before. */
  invoke: TriggerInvoker | undefined;
  now?: () => number;
  sessionLifetimeMs?: number;
}

interface InitiateAuthRequest {
  UserPoolId?: string;
  ClientId: string;
  AuthFlow: string;
  AuthParameters?: Record<string, string>;
  ClientMetadata?: Record<string, string>;
}

interface RespondToAuthChallengeRequest {
  UserPoolId?: string;
  ClientId: string;
  ChallengeName: string;
  Session?: string;
  ChallengeResponses?: Record<string, string>;
  ClientMetadata?: Record<string, string>;
}

const INVALID_SESSION = 'Invalid session for the user, session is expired.';

/** Cognito pool ids start with their region (`ap-southeast-1_AbC…`). */
const regionOf = (userPoolId: string) => userPoolId.split('_')[0] ?? 'local';

function userAttributes(user: User): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const { Name, Value } of user.Attributes ?? []) if (Name && Value !== undefined) attributes[Name] = Value;
  return { ...attributes, 'cognito:user_status': user.UserStatus ?? 'CONFIRMED' };
}

export function createCustomAuth(options: CustomAuthOptions) {
  const { services, invoke } = options;
  const now = options.now ?? Date.now;
  const lifetime = options.sessionLifetimeMs ?? SESSION_LIFETIME_MS;
  const sessions = new Map<string, PendingChallenge>();

  const forget = () => {
    for (const [id, pending] of sessions) if (pending.expiresAt <= now()) sessions.delete(id);
  };

  async function poolAndClient(ctx: Context, clientId: string, userPoolId: string | undefined) {
    const userPool = await services.cognito.getUserPoolForClientId(ctx, clientId);
    const client = await services.cognito.getAppClient(ctx, clientId);
    if (!client || (userPoolId !== undefined && userPoolId !== userPool.options.Id)) throw new NotAuthorizedError();
    return { userPool, client };
  }

  /** Cognito refuses a disabled or unconfirmed user before any trigger runs. */
  async function signInUser(ctx: Context, userPool: UserPoolService, username: string | undefined): Promise<User> {
    const user = username ? await userPool.getUserByUsername(ctx, username) : null;
    if (!user) throw new NotAuthorizedError();
    if (user.Enabled === false) throw new NotAuthorizedError('User is disabled.');
    if (user.UserStatus === 'UNCONFIRMED') throw new UserNotConfirmedException();
    return user;
  }

  const common = (triggerSource: string, userPoolId: string, client: AppClient, user: User) => ({
    version: '1',
    region: regionOf(userPoolId),
    userPoolId,
    triggerSource,
    userName: user.Username,
    callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: client.ClientId },
  });

  /** Asks DefineAuthChallenge what follows `history`: tokens, a refusal, or another challenge. */
  async function next(
    ctx: Context,
    run: TriggerInvoker,
    userPool: UserPoolService,
    client: AppClient,
    user: User,
    history: Step[],
    clientMetadata: Record<string, string> | undefined,
  ) {
    const userPoolId = userPool.options.Id;
    const attributes = userAttributes(user);
    const decision = await run(ctx, 'DefineAuthChallenge', {
      ...common('DefineAuthChallenge_Authentication', userPoolId, client, user),
      request: { userAttributes: attributes, session: history, ...(clientMetadata ? { clientMetadata } : {}), userNotFound: false },
      response: { challengeName: '', issueTokens: false, failAuthentication: false },
    } as DefineAuthChallengeTriggerEvent);

    if (decision?.failAuthentication) throw new NotAuthorizedError('Incorrect username or password.');
    if (decision?.issueTokens) {
      const groups = await userPool.listUserGroupMembership(ctx, user);
      const tokens = await services.tokenGenerator.generate(ctx, user, groups, client, clientMetadata, 'Authentication');
      await userPool.storeRefreshToken(ctx, tokens.RefreshToken, user);
      if (services.triggers.enabled('PostAuthentication')) {
        await services.triggers.postAuthentication(ctx, {
          clientId: client.ClientId,
          clientMetadata,
          source: 'PostAuthentication_Authentication',
          userAttributes: user.Attributes,
          username: user.Username,
          userPoolId,
        });
      }
      return {
        ChallengeName: undefined,
        Session: undefined,
        ChallengeParameters: {},
        AuthenticationResult: { AccessToken: tokens.AccessToken, IdToken: tokens.IdToken, RefreshToken: tokens.RefreshToken },
      };
    }
    if (decision?.challengeName !== 'CUSTOM_CHALLENGE') {
      // Password and SRP steps inside a custom flow need SRP, which cognito-local does not have.
      throw new UnsupportedError(`DefineAuthChallenge asked for ${decision?.challengeName || 'nothing'} in CUSTOM_AUTH`);
    }

    const created = await run(ctx, 'CreateAuthChallenge', {
      ...common('CreateAuthChallenge_Authentication', userPoolId, client, user),
      request: {
        userAttributes: attributes,
        challengeName: 'CUSTOM_CHALLENGE',
        session: history,
        ...(clientMetadata ? { clientMetadata } : {}),
        userNotFound: false,
      },
      response: { publicChallengeParameters: {}, privateChallengeParameters: {}, challengeMetadata: '' },
    } as CreateAuthChallengeTriggerEvent);

    forget();
    const session = randomBytes(48).toString('base64url');
    sessions.set(session, {
      userPoolId,
      clientId: client.ClientId,
      username: user.Username,
      challengeName: 'CUSTOM_CHALLENGE',
      history,
      privateChallengeParameters: created?.privateChallengeParameters ?? {},
      challengeMetadata: created?.challengeMetadata || undefined,
      expiresAt: now() + lifetime,
    });
    return {
      ChallengeName: 'CUSTOM_CHALLENGE',
      Session: session,
      ChallengeParameters: { USERNAME: user.Username, ...(created?.publicChallengeParameters ?? {}) },
      AuthenticationResult: undefined,
    };
  }

  const available = (): TriggerInvoker => {
    if (!invoke) throw new UnsupportedError('CUSTOM_AUTH without DefineAuthChallenge, CreateAuthChallenge and VerifyAuthChallengeResponse triggers');
    return invoke;
  };

  return {
    /** InitiateAuth / AdminInitiateAuth with AuthFlow CUSTOM_AUTH: the first DefineAuthChallenge has an empty session. */
    async initiate(ctx: Context, req: InitiateAuthRequest) {
      const run = available();
      const username = req.AuthParameters?.USERNAME;
      if (!username) throw new InvalidParameterError('Missing required parameter USERNAME');
      const { userPool, client } = await poolAndClient(ctx, req.ClientId, req.UserPoolId);
      const flows = client.ExplicitAuthFlows ?? [];
      if (flows.length > 0 && !flows.includes('ALLOW_CUSTOM_AUTH') && !flows.includes('CUSTOM_AUTH_FLOW_ONLY')) {
        throw new InvalidParameterError('Auth flow not enabled for this client');
      }
      const user = await signInUser(ctx, userPool, username);
      return next(ctx, run, userPool, client, user, [], req.ClientMetadata);
    },

    /** RespondToAuthChallenge / AdminRespondToAuthChallenge with CUSTOM_CHALLENGE; a session answers once. */
    async respond(ctx: Context, req: RespondToAuthChallengeRequest) {
      const run = available();
      const username = req.ChallengeResponses?.USERNAME;
      if (!username) throw new InvalidParameterError('Missing required parameter USERNAME');
      if (!req.Session) throw new InvalidParameterError('Missing required parameter Session');
      const pending = sessions.get(req.Session);
      sessions.delete(req.Session);
      if (!pending || pending.expiresAt <= now()) throw new NotAuthorizedError(INVALID_SESSION);
      const { userPool, client } = await poolAndClient(ctx, req.ClientId, req.UserPoolId);
      if (pending.clientId !== client.ClientId || pending.userPoolId !== userPool.options.Id || pending.challengeName !== req.ChallengeName) {
        throw new NotAuthorizedError(INVALID_SESSION);
      }
      const user = await signInUser(ctx, userPool, username);
      if (user.Username !== pending.username) throw new NotAuthorizedError(INVALID_SESSION);
      const answer = req.ChallengeResponses?.ANSWER;
      if (answer === undefined) throw new InvalidParameterError('Missing required parameter ANSWER');

      const verified = await run(ctx, 'VerifyAuthChallengeResponse', {
        ...common('VerifyAuthChallengeResponse_Authentication', pending.userPoolId, client, user),
        request: {
          userAttributes: userAttributes(user),
          privateChallengeParameters: pending.privateChallengeParameters,
          challengeAnswer: answer,
          ...(req.ClientMetadata ? { clientMetadata: req.ClientMetadata } : {}),
          userNotFound: false,
        },
        response: { answerCorrect: false },
      } as VerifyAuthChallengeResponseTriggerEvent);
      const step: Step = {
        challengeName: 'CUSTOM_CHALLENGE',
        challengeResult: verified?.answerCorrect === true,
        ...(pending.challengeMetadata ? { challengeMetadata: pending.challengeMetadata } : {}),
      };
      return next(ctx, run, userPool, client, user, [...pending.history, step], req.ClientMetadata);
    },
  };
}

export type CustomAuth = ReturnType<typeof createCustomAuth>;

/** cognito-local's router with the custom flow in front: other flows and targets go through unchanged. */
export function withCustomAuth(router: Router, customAuth: CustomAuth): Router {
  return (target: string): Route => {
    const original = (): Route => router(target);
    switch (target) {
      case 'InitiateAuth':
      case 'AdminInitiateAuth':
        return (ctx, req) => (req?.AuthFlow === 'CUSTOM_AUTH' ? customAuth.initiate(ctx, req) : original()(ctx, req));
      case 'RespondToAuthChallenge':
        return (ctx, req) => (req?.ChallengeName === 'CUSTOM_CHALLENGE' ? customAuth.respond(ctx, req) : original()(ctx, req));
      case 'AdminRespondToAuthChallenge':
        // cognito-local has no AdminRespondToAuthChallenge at all; only the custom challenge is added.
        return (ctx, req) =>
          req?.ChallengeName === 'CUSTOM_CHALLENGE'
            ? customAuth.respond(ctx, req)
            : Promise.reject(new UnsupportedError(`AdminRespondToAuthChallenge with ChallengeName=${req?.ChallengeName}`));
      default:
        return original();
    }
  };
}

/** The slice of the AWS SDK v2 Lambda client cognito-local is built with. */
export interface LambdaClientLike {
  invoke(params: { FunctionName: string; InvocationType: 'RequestResponse'; Payload: string }): {
    promise(): Promise<{ StatusCode?: number; FunctionError?: string; Payload?: unknown }>;
  };
}

/**
 * Invokes the pool's trigger Lambdas through the Lambda client, as cognito-local does for the
 * triggers it knows; a failing function refuses the sign-in with UserLambdaValidationException.
 */
export function lambdaTriggerInvoker(client: LambdaClientLike, functionNames: Partial<Record<CustomAuthTrigger, string>>): TriggerInvoker | undefined {
  if (!CUSTOM_AUTH_TRIGGERS.every((trigger) => functionNames[trigger])) return undefined;
  return async <T extends CustomAuthTrigger>(ctx: Context, trigger: T, event: TriggerEvent): Promise<ResponseOf<T>> => {
    const functionName = functionNames[trigger] as string;
    ctx.logger.debug({ functionName, trigger }, 'invoking custom-auth trigger');
    let result;
    try {
      result = await client.invoke({ FunctionName: functionName, InvocationType: 'RequestResponse', Payload: JSON.stringify(event) }).promise();
    } catch (error) {
      ctx.logger.error(error, `${functionName} could not be invoked`);
      throw new UnexpectedLambdaExceptionError();
    }
    const payload = result.Payload === undefined ? undefined : (JSON.parse(String(result.Payload)) as { response?: unknown; errorMessage?: string });
    if (result.FunctionError) {
      throw new UserLambdaValidationError(`${trigger} failed with error ${payload?.errorMessage ?? result.FunctionError}.`);
    }
    return payload?.response as ResponseOf<T>;
  };
}

