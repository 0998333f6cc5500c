import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDisableUserCommand,
  AdminInitiateAuthCommand,
  AdminRespondToAuthChallengeCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { memoryChallenges } from '@lm/functions/identity/memory-ports';
import { hashChallengeSecret } from '@lm/functions/identity/sign-in-challenge';
import { handler as createChallenge } from '@lm/functions/identity/triggers/create-auth-challenge';
import { handler as defineChallenge } from '@lm/functions/identity/triggers/define-auth-challenge';
import { verifyWith } from '@lm/functions/identity/triggers/verify-auth-challenge';
import type { CreateAuthChallengeTriggerEvent, DefineAuthChallengeTriggerEvent, VerifyAuthChallengeResponseTriggerEvent } from 'aws-lambda';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lambdaTriggerInvoker, SESSION_LIFETIME_MS, type LambdaClientLike, type TriggerInvoker } from './cognito-custom-auth.js';
import { createCognitoLocalServer, requireFromCognitoLocal } from './cognito-local-server.js';
import { invokePath, serveInvoke } from './lambda-invoke.js';

const logger = (requireFromCognitoLocal('pino') as (options: object) => Logger)({ level: 'silent' });
const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
const claims = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: Error & { code?: string }) => ({ name: error.name, message: error.message, code: error.code }),
  );

interface RunningPool {
  client: CognitoIdentityProviderClient;
  userPoolId: string;
  clientId: string;
  close(): Promise<void>;
}

async function startPool(options: { invoke?: TriggerInvoker; now?: () => number }): Promise<RunningPool> {
  const directory = mkdtempSync(join(tmpdir(), 'cognito-custom-auth-'));
  mkdirSync(join(directory, '.cognito'));
  writeFileSync(
    join(directory, '.cognito', 'config.json'),
    JSON.stringify({ UserPoolDefaults: { UsernameAttributes: [] }, ServerConfig: { port: 0, hostname: '127.0.0.1' } }),
  );
  const { server } = await createCognitoLocalServer({ directory, logger, ...options });
  const listening = await server.start();
  const { port } = listening.address() as AddressInfo;
  const client = new CognitoIdentityProviderClient({ region: 'local', credentials, endpoint: `http://127.0.0.1:${port}` });
  const pool = await client.send(new CreateUserPoolCommand({ PoolName: 'custom-auth', UsernameAttributes: [] }));
  const userPoolId = pool.UserPool?.Id as string;
  const app = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: 'web',
      ExplicitAuthFlows: ['ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ALLOW_CUSTOM_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    }),
  );
  await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: 'student' }));
  for (const username of ['student', 'other', 'disabled']) {
    await client.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: username,
        UserAttributes: [{ Name: 'email', Value: `${username}@example.com` }],
        MessageAction: 'SUPPRESS',
      }),
    );
    await client.send(new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: username, Password: 'Demo#2026pass', Permanent: true }));
    await client.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: username, GroupName: 'student' }));
  }
  await client.send(new AdminDisableUserCommand({ UserPoolId: userPoolId, Username: 'disabled' }));
  return {
    client,
    userPoolId,
    clientId: app.UserPoolClient?.ClientId as string,
    async close() {
      client.destroy();
      await new Promise((resolve) => listening.close(resolve));
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

describe('custom authentication on cognito-local', () => {
  let clock = 1_000_000;
  const challenges = memoryChallenges();
  const events: { trigger: string; event: Record<string, unknown> }[] = [];
  /** The repository's own trigger handlers, run with the events the extension builds. */
  const invoke: TriggerInvoker = async (_ctx, trigger, event) => {
    events.push({ trigger, event: structuredClone(event) as unknown as Record<string, unknown> });
    if (trigger === 'DefineAuthChallenge') return (await defineChallenge(event as DefineAuthChallengeTriggerEvent)).response as never;
    if (trigger === 'CreateAuthChallenge') return (await createChallenge(event as CreateAuthChallengeTriggerEvent)).response as never;
    return (await verifyWith(() => challenges.store, () => clock)(event as VerifyAuthChallengeResponseTriggerEvent)).response as never;
  };
  let pool: RunningPool;

  const store = (username: string, secret: string) =>
    challenges.store.save({ username, secretHash: hashChallengeSecret(secret), expiresAt: clock + 60_000 });
  const start = (username = 'student') =>
    pool.client.send(
      new AdminInitiateAuthCommand({ UserPoolId: pool.userPoolId, ClientId: pool.clientId, AuthFlow: 'CUSTOM_AUTH', AuthParameters: { USERNAME: username } }),
    );
  const answer = (session: string | undefined, secret: string, username = 'student') =>
    pool.client.send(
      new AdminRespondToAuthChallengeCommand({
        UserPoolId: pool.userPoolId,
        ClientId: pool.clientId,
        ChallengeName: 'CUSTOM_CHALLENGE',
        Session: session,
        ChallengeResponses: { USERNAME: username, ANSWER: secret },
      }),
    );

  beforeAll(async () => {
    pool = await startPool({ invoke, now: () => clock });
  });
  afterAll(() => pool.close());
  beforeEach(() => {
    events.length = 0;
    challenges.stored.clear();
  });

  it('issues the pool tokens, groups included, after one correct answer, with events shaped as Cognito sends them', async () => {
    await store('student', 'the-secret');
    const started = await start();
    expect(started.ChallengeName).toBe('CUSTOM_CHALLENGE');
    expect(started.ChallengeParameters).toEqual({ USERNAME: 'student' });
    expect(started.Session).toMatch(/^[\w-]{40,}$/);

    const done = await answer(started.Session, 'the-secret');
    const tokens = done.AuthenticationResult;
    expect(tokens?.IdToken && claims(tokens.IdToken)).toMatchObject({ 'cognito:username': 'student', 'cognito:groups': ['student'], email: 'student@example.com' });
    expect(tokens?.AccessToken && claims(tokens.AccessToken)).toMatchObject({ client_id: pool.clientId, token_use: 'access' });
    expect(challenges.stored.size).toBe(0);

    // The refresh token is the pool's own, as after a password sign-in.
    const refreshed = await pool.client.send(
      new AdminInitiateAuthCommand({
        UserPoolId: pool.userPoolId,
        ClientId: pool.clientId,
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: tokens?.RefreshToken as string },
      }),
    );
    expect(refreshed.AuthenticationResult?.IdToken && claims(refreshed.AuthenticationResult.IdToken)).toMatchObject({ 'cognito:username': 'student' });

    expect(events.map(({ trigger, event }) => [trigger, event.triggerSource])).toEqual([
      ['DefineAuthChallenge', 'DefineAuthChallenge_Authentication'],
      ['CreateAuthChallenge', 'CreateAuthChallenge_Authentication'],
      ['VerifyAuthChallengeResponse', 'VerifyAuthChallengeResponse_Authentication'],
      ['DefineAuthChallenge', 'DefineAuthChallenge_Authentication'],
    ]);
    const common = { version: '1', region: pool.userPoolId.split('_')[0], userPoolId: pool.userPoolId, userName: 'student', callerContext: { clientId: pool.clientId } };
    const attributes = { email: 'student@example.com', 'cognito:user_status': 'CONFIRMED' };
    expect(events[0]?.event).toMatchObject({ ...common, request: { userAttributes: attributes, session: [], userNotFound: false } });
    expect(events[1]?.event).toMatchObject({ ...common, request: { challengeName: 'CUSTOM_CHALLENGE', session: [], userNotFound: false } });
    expect(events[2]?.event).toMatchObject({ ...common, request: { userAttributes: attributes, privateChallengeParameters: {}, challengeAnswer: 'the-secret' } });
    expect(events[3]?.event).toMatchObject({
      ...common,
      request: { session: [{ challengeName: 'CUSTOM_CHALLENGE', challengeResult: true, challengeMetadata: 'VERIFIED_SIGN_IN' }] },
    });
  });

  it('refuses a wrong answer, which spends the secret so the right one then fails too', async () => {
    await store('student', 'the-secret');
    expect(await failure(answer((await start()).Session, 'a-guess'))).toEqual({ name: 'NotAuthorizedException', message: 'Incorrect username or password.' });
    expect(events.at(-1)?.event).toMatchObject({ request: { session: [{ challengeName: 'CUSTOM_CHALLENGE', challengeResult: false }] } });

    expect(await failure(answer((await start()).Session, 'the-secret'))).toMatchObject({ name: 'NotAuthorizedException' });
  });

  it('answers a session once: the same session and secret again are refused', async () => {
    await store('student', 'the-secret');
    const started = await start();
    expect((await answer(started.Session, 'the-secret')).AuthenticationResult?.IdToken).toBeTruthy();
    expect(await failure(answer(started.Session, 'the-secret'))).toEqual({
      name: 'NotAuthorizedException',
      message: 'Invalid session for the user, session is expired.',
    });
  });

  it('refuses an unknown session, an expired one, and a session of another user', async () => {
    await store('student', 'the-secret');
    expect(await failure(answer('made-up-session', 'the-secret'))).toMatchObject({ name: 'NotAuthorizedException' });

    const expiring = await start();
    clock += SESSION_LIFETIME_MS + 1;
    expect(await failure(answer(expiring.Session, 'the-secret'))).toMatchObject({ name: 'NotAuthorizedException' });
    expect(events.some(({ trigger }) => trigger === 'VerifyAuthChallengeResponse')).toBe(false);

    await store('student', 'the-secret');
    const someoneElses = await start();
    expect(await failure(answer(someoneElses.Session, 'the-secret', 'other'))).toMatchObject({ name: 'NotAuthorizedException' });
    expect(challenges.stored.has('student')).toBe(true);
  });

  it('refuses a disabled user and an unknown one before any trigger runs', async () => {
    expect(await failure(start('disabled'))).toEqual({ name: 'NotAuthorizedException', message: 'User is disabled.' });
    expect(await failure(start('nobody'))).toMatchObject({ name: 'NotAuthorizedException' });
    expect(events).toEqual([]);
  });

  it('leaves the password flow to cognito-local', async () => {
    const signedIn = await pool.client.send(
      new AdminInitiateAuthCommand({
        UserPoolId: pool.userPoolId,
        ClientId: pool.clientId,
        AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: 'student', PASSWORD: 'Demo#2026pass' },
      }),
    );
    expect(signedIn.AuthenticationResult?.IdToken).toBeTruthy();
    expect(events).toEqual([]);
  });
});

describe('a pool without the custom-auth triggers', () => {
  it('answers CUSTOM_AUTH as unsupported, as cognito-local did before', async () => {
    const pool = await startPool({});
    try {
      const error = await failure(
        pool.client.send(
          new AdminInitiateAuthCommand({ UserPoolId: pool.userPoolId, ClientId: pool.clientId, AuthFlow: 'CUSTOM_AUTH', AuthParameters: { USERNAME: 'student' } }),
        ),
      );
      expect(error.message).toMatch(/unsupported feature/i);
    } finally {
      await pool.close();
    }
  });
});

describe('the triggers invoked through the Lambda client', () => {
  let server: HttpServer;
  let invoker: TriggerInvoker;
  const ctx = { logger };

  beforeAll(async () => {
    const functions = {
      'define-fn': async () => ({ handler: defineChallenge as never }),
      'broken-fn': async () => ({
        handler: async () => {
          throw new Error('TABLE_NAME is required by the verify trigger.');
        },
      }),
    };
    server = createServer((request, response) => {
      const name = invokePath(request.url ?? '');
      if (name) void serveInvoke(request, response, name, functions[name as keyof typeof functions]);
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const AWS = requireFromCognitoLocal('aws-sdk') as { Lambda: new (config: object) => LambdaClientLike };
    const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const lambda = new AWS.Lambda({ endpoint, region: 'local', credentials });
    invoker = lambdaTriggerInvoker(lambda, {
      DefineAuthChallenge: 'define-fn',
      CreateAuthChallenge: 'missing-fn',
      VerifyAuthChallengeResponse: 'broken-fn',
    }) as TriggerInvoker;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("answers the handler's response over Lambda's Invoke API", async () => {
    const event = { userName: 'student', request: { userAttributes: {}, session: [], userNotFound: false }, response: {} } as unknown as DefineAuthChallengeTriggerEvent;
    expect(await invoker(ctx, 'DefineAuthChallenge', event)).toEqual({ challengeName: 'CUSTOM_CHALLENGE', issueTokens: false, failAuthentication: false });
  });

  it("turns a handler's error into UserLambdaValidationException and a missing function into UnexpectedLambdaException", async () => {
    const event = { request: {}, response: {} } as unknown as VerifyAuthChallengeResponseTriggerEvent;
    expect(await failure(invoker(ctx, 'VerifyAuthChallengeResponse', event))).toEqual({
      name: 'Error',
      code: 'UserLambdaValidationException',
      message: 'VerifyAuthChallengeResponse failed with error TABLE_NAME is required by the verify trigger..',
    });
    expect(await failure(invoker(ctx, 'CreateAuthChallenge', event as never))).toMatchObject({ code: 'UnexpectedLambdaExceptionException' });
  });

  it('is absent unless all three triggers are named', () => {
    expect(lambdaTriggerInvoker({} as LambdaClientLike, { DefineAuthChallenge: 'define-fn' })).toBeUndefined();
  });
});
