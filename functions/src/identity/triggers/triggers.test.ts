import type { CreateAuthChallengeTriggerEvent, DefineAuthChallengeTriggerEvent, VerifyAuthChallengeResponseTriggerEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { memoryChallenges } from '../memory-ports.js';
import type { SignInChallenge } from '../ports.js';
import { hashChallengeSecret } from '../sign-in-challenge.js';
import { handler as createChallenge } from './create-auth-challenge.js';
import { handler as defineChallenge } from './define-auth-challenge.js';
import { verifyWith } from './verify-auth-challenge.js';

type Step = DefineAuthChallengeTriggerEvent['request']['session'][number];
const step = (challengeResult: boolean, challengeName: Step['challengeName'] = 'CUSTOM_CHALLENGE'): Step => ({ challengeName, challengeResult });

const defineEvent = (session: Step[], userNotFound = false) =>
  ({ userName: 'student', request: { userAttributes: {}, session, userNotFound }, response: {} }) as unknown as DefineAuthChallengeTriggerEvent;

describe('DefineAuthChallenge', () => {
  it('asks one custom challenge, then issues tokens after a correct answer', async () => {
    expect((await defineChallenge(defineEvent([]))).response).toEqual({ challengeName: 'CUSTOM_CHALLENGE', issueTokens: false, failAuthentication: false });
    expect((await defineChallenge(defineEvent([step(true)]))).response).toMatchObject({ issueTokens: true, failAuthentication: false });
  });

  it('fails a wrong answer, a second round, another challenge and an unknown user', async () => {
    for (const event of [defineEvent([step(false)]), defineEvent([step(false), step(true)]), defineEvent([step(true, 'PASSWORD_VERIFIER')]), defineEvent([], true)]) {
      expect((await defineChallenge(event)).response).toMatchObject({ issueTokens: false, failAuthentication: true });
    }
  });
});

describe('CreateAuthChallenge', () => {
  it('tells the client nothing: the answer is a secret only the server holds', async () => {
    const event = { request: { challengeName: 'CUSTOM_CHALLENGE', session: [] }, response: {} } as unknown as CreateAuthChallengeTriggerEvent;
    expect((await createChallenge(event)).response).toEqual({ publicChallengeParameters: {}, privateChallengeParameters: {}, challengeMetadata: 'VERIFIED_SIGN_IN' });
  });
});

describe('VerifyAuthChallengeResponse', () => {
  function store(challenge?: SignInChallenge) {
    const { stored, store: challenges } = memoryChallenges();
    if (challenge) stored.set(challenge.username, challenge);
    return { stored, challenges };
  }
  const verifyEvent = (userName: string, challengeAnswer: string) =>
    ({ userName, request: { userAttributes: {}, privateChallengeParameters: {}, challengeAnswer }, response: {} }) as unknown as VerifyAuthChallengeResponseTriggerEvent;
  const pending = { username: 'student', secretHash: hashChallengeSecret('the-secret'), expiresAt: 60_000 };

  it("accepts the user's secret once and deletes it", async () => {
    const { stored, challenges } = store(pending);
    const verify = verifyWith(() => challenges, () => 1_000);
    expect((await verify(verifyEvent('student', 'the-secret'))).response).toEqual({ answerCorrect: true });
    expect(stored.size).toBe(0);
    expect((await verify(verifyEvent('student', 'the-secret'))).response).toEqual({ answerCorrect: false });
  });

  it("refuses a wrong secret (spending the challenge), another user's, and an expired one", async () => {
    const wrong = store(pending);
    expect((await verifyWith(() => wrong.challenges, () => 1_000)(verifyEvent('student', 'guess'))).response).toEqual({ answerCorrect: false });
    expect(wrong.stored.size).toBe(0);

    const other = store(pending);
    expect((await verifyWith(() => other.challenges, () => 1_000)(verifyEvent('teacher', 'the-secret'))).response).toEqual({ answerCorrect: false });

    const late = store(pending);
    expect((await verifyWith(() => late.challenges, () => 60_000)(verifyEvent('student', 'the-secret'))).response).toEqual({ answerCorrect: false });
  });
});
