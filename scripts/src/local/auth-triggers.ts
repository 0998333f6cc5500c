import type { CustomAuthTrigger } from './cognito-custom-auth.js';
import type { LambdaModule } from './lambda-invoke.js';

/**
 * The user pool's custom-authentication triggers (infra/lib/constructs/auth.ts), by the local
 * function name cognito-local invokes and the gateway serves (decision 0024).
 */
export const LOCAL_AUTH_TRIGGERS: Record<CustomAuthTrigger, { functionName: string; load: () => Promise<LambdaModule> }> = {
  DefineAuthChallenge: {
    functionName: 'marketplace-local-define-auth-challenge',
    load: () => import('@lm/functions/identity/triggers/define-auth-challenge'),
  },
  CreateAuthChallenge: {
    functionName: 'marketplace-local-create-auth-challenge',
    load: () => import('@lm/functions/identity/triggers/create-auth-challenge'),
  },
  VerifyAuthChallengeResponse: {
    functionName: 'marketplace-local-verify-auth-challenge',
    load: () => import('@lm/functions/identity/triggers/verify-auth-challenge'),
  },
};

export const triggerFunctionNames = (): Record<CustomAuthTrigger, string> =>
  Object.fromEntries(Object.entries(LOCAL_AUTH_TRIGGERS).map(([trigger, { functionName }]) => [trigger, functionName])) as Record<CustomAuthTrigger, string>;

export const triggerFunctions = (): Record<string, () => Promise<LambdaModule>> =>
  Object.fromEntries(Object.values(LOCAL_AUTH_TRIGGERS).map(({ functionName, load }) => [functionName, load]));
