import { fromEnv } from '@aws-sdk/credential-provider-env';

/**
 * What a Lambda bundle takes in place of `@aws-sdk/credential-provider-node` (functions/bundling.ts).
 * In Lambda the role's credentials are always in the environment, which is the first source of the
 * default chain; its other sources (SSO, INI files, container and instance metadata, web identity,
 * with their own STS and SSO clients) are about 100 KB of every bundle that a Lambda never uses.
 * Tests and the local stack keep the whole chain.
 */
export const defaultProvider = (init?: Parameters<typeof fromEnv>[0]) => fromEnv(init);
