import type {} from 'vitest';

/** Names and endpoints of a running local stack (scripts/src/local). */
export interface LocalResources {
  region: string;
  tableName: string;
  userPoolId: string;
  userPoolClientId: string;
  issuer: string;
  buckets: { uploads: string; media: string; web: string };
}

/** What the integration run's global setup (scripts/src/local/test-stack.ts) hands to the tests. */
declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    /** The SPA served against apiUrl. */
    webUrl: string;
    /** The SPA's production build, served by `vite preview` against apiUrl. */
    builtWebUrl: string;
    resources: LocalResources;
    /** A push service origin the API takes from the tests' browsers (PUSH_TRUSTED_ORIGINS). */
    pushServiceOrigin: string;
    userIds: Record<string, string>;
    /** The test payment gateway's webhook secret, to sign (or forge) events in tests. */
    paymentWebhookSecret: string;
    /** The key pair of the run's media server, to sign playback cookies (or forge them) in tests. */
    mediaKeys: { keyPairId: string; publicKey: string; privateKey: string };
    /** `web` is the origin the API accepts for CORS; `media` is MEDIA_URL (`http://127.0.0.1:<port>/media`). */
    endpoints: { dynamodb: string; cognito: string; s3: string; web: string; media: string };
  }
}
