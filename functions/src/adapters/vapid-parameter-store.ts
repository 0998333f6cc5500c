import { ParameterAlreadyExists, PutParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import type { VapidKeys } from './web-push-sender.js';

/**
 * Stores new keys as a SecureString (`npm run vapid`, never a Lambda); answers false, leaving the
 * stored ones, when the parameter exists and `overwrite` is not set: replacing keys silently cuts
 * off every subscribed browser.
 */
export async function writeVapidParameter(name: string, keys: VapidKeys, overwrite: boolean, client = new SSMClient({})): Promise<boolean> {
  try {
    await client.send(new PutParameterCommand({ Name: name, Value: JSON.stringify(keys), Type: 'SecureString', Overwrite: overwrite, Description: 'VAPID keys of web push' }));
    return true;
  } catch (error) {
    if (error instanceof ParameterAlreadyExists) return false;
    throw error;
  }
}
