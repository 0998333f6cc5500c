import type { DefineAuthChallengeTriggerEvent } from 'aws-lambda';

/**
 * Cognito DefineAuthChallenge (decision 0023): custom authentication is one custom challenge.
 * Tokens after one correct answer; a first step asks it; anything else fails the sign-in.
 */
export async function handler(event: DefineAuthChallengeTriggerEvent): Promise<DefineAuthChallengeTriggerEvent> {
  const { session, userNotFound } = event.request;
  const only = session[0];
  if (userNotFound) {
    event.response = { challengeName: '', issueTokens: false, failAuthentication: true };
  } else if (session.length === 0) {
    event.response = { challengeName: 'CUSTOM_CHALLENGE', issueTokens: false, failAuthentication: false };
  } else if (session.length === 1 && only?.challengeName === 'CUSTOM_CHALLENGE' && only.challengeResult) {
    event.response = { challengeName: '', issueTokens: true, failAuthentication: false };
  } else {
    event.response = { challengeName: '', issueTokens: false, failAuthentication: true };
  }
  return event;
}
