import type { LambdaModule } from './lambda-invoke.js';

/**
 * The stack's Lambdas that other Lambdas invoke, by the local name the gateway's Invoke endpoint
 * serves, and the variable that names each to its caller.
 */
const LOCAL_INVOKED = {
  // The certificates' PDF renderer, invoked by the certificates domain (decision 0042).
  CERTIFICATE_RENDERER_FUNCTION: { functionName: 'marketplace-local-certificate-renderer', load: (): Promise<LambdaModule> => import('@lm/functions/certificates/renderer') },
} as const;

export const invokedFunctions = (): Record<string, () => Promise<LambdaModule>> =>
  Object.fromEntries(Object.values(LOCAL_INVOKED).map(({ functionName, load }) => [functionName, load]));

/** What a calling Lambda is given: Lambda's endpoint (the gateway, which serves Invoke) and each function's name. */
export function invokedFunctionsEnvironment(gatewayUrl: string): Record<string, string> {
  return {
    AWS_ENDPOINT_URL_LAMBDA: gatewayUrl,
    ...Object.fromEntries(Object.entries(LOCAL_INVOKED).map(([variable, { functionName }]) => [variable, functionName])),
  };
}
