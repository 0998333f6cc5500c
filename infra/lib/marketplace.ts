import { Validations, type App } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { ApiStack } from './api-stack.js';
import { AuthStack } from './auth-stack.js';
import { DataStack } from './data-stack.js';
import { MediaStack } from './media-stack.js';
import type { StageSettings } from './settings.js';
import { StorageStack } from './storage-stack.js';
import { WebStack } from './web-stack.js';

export interface MarketplaceStacks {
  data: DataStack;
  auth: AuthStack;
  storage: StorageStack;
  media: MediaStack;
  api: ApiStack;
  web: WebStack;
}

/**
 * The stacks of one stage, in deployment order, checked by cdk-nag's AWS
 * Solutions rules at synthesis (an unacknowledged error fails the synth).
 * Stacks are environment-agnostic unless the CLI knows an account and region:
 * nothing is looked up, so synth works offline.
 */
export function createMarketplace(app: App, settings: StageSettings): MarketplaceStacks {
  const env = { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION };
  const common = { env, settings };

  const data = new DataStack(app, common);
  const { table } = data.data;
  const auth = new AuthStack(app, { ...common, table });
  const storage = new StorageStack(app, common);
  const { uploads, media: mediaBucket, web: webBucket } = storage.storage;

  const media = new MediaStack(app, { ...common, table, uploads, media: mediaBucket });
  const api = new ApiStack(app, {
    ...common,
    table,
    userPool: auth.auth.userPool,
    client: auth.auth.client,
    webOrigins: storage.webOrigins,
    uploads,
    media: mediaBucket,
    playback: {
      keyPairId: storage.cdn.mediaSigningKey.publicKeyId,
      mediaUrl: storage.cdn.mediaUrl,
      ...(settings.mediaCookieDomain ? { cookieDomain: settings.mediaCookieDomain } : {}),
    },
  });
  const web = new WebStack(app, { ...common, bucket: webBucket, apiUrl: api.api.url });

  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { data, auth, storage, media, api, web };
}
