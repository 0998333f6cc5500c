import type { CreateAuthChallengeTriggerEvent } from 'aws-lambda';

/**
 * Cognito CreateAuthChallenge (decision 0023): the answer is the identity Lambda's one-time
 * secret, which only the verify trigger checks, so the challenge carries no parameters.
 */
export async function handler(event: CreateAuthChallengeTriggerEvent): Promise<CreateAuthChallengeTriggerEvent> {
  event.response = { publicChallengeParameters: {}, privateChallengeParameters: {}, challengeMetadata: 'VERIFIED_SIGN_IN' };
  return event;
}
