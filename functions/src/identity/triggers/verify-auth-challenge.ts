import type { VerifyAuthChallengeResponseTriggerEvent } from 'aws-lambda';
import { createDocumentClient } from '../../data/database.js';
import { createSignInChallengeEntity } from '../../data/entities/sign-in-challenge.js';
import { createSignInChallengeStore } from '../../data/sign-in-challenge-repository.js';
import type { SignInChallengeStore } from '../ports.js';
import { isChallengeAnswered } from '../sign-in-challenge.js';

/** The challenge store of this trigger: only its own entity on the table (GetItem and DeleteItem). */
export function tableChallengeStore(tableName: string): SignInChallengeStore {
  return createSignInChallengeStore({ signInChallenges: createSignInChallengeEntity({ table: tableName, client: createDocumentClient() }) });
}

let store: SignInChallengeStore | undefined;

/** Cognito VerifyAuthChallengeResponse (decision 0023): right only for the user's unspent, unexpired secret. */
export function verifyWith(challenges: () => SignInChallengeStore, now: () => number = Date.now) {
  return async (event: VerifyAuthChallengeResponseTriggerEvent): Promise<VerifyAuthChallengeResponseTriggerEvent> => {
    event.response = { answerCorrect: await isChallengeAnswered(challenges(), event.userName, event.request.challengeAnswer, now()) };
    return event;
  };
}

export const handler = verifyWith(() => {
  const table = process.env.TABLE_NAME;
  if (!table) throw new Error('TABLE_NAME is required by the verify trigger.');
  return (store ??= tableChallengeStore(table));
});
