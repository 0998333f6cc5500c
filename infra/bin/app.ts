import { App } from 'aws-cdk-lib';
import { createMarketplace } from '../lib/marketplace.js';
import { stageSettingsFor } from '../lib/settings.js';

const app = new App();
createMarketplace(app, stageSettingsFor(app.node.tryGetContext('stage')));
