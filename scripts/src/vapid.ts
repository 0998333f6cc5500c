import { writeVapidParameter } from '@lm/functions/adapters/vapid-parameter-store';
import { generateVapidKeys } from '@lm/functions/adapters/web-push-sender';
import { vapidParameterName } from '@lm/shared';
import { parseArgs } from 'node:util';

/**
 * `npm run vapid -- --stage dev --subject mailto:admin@example.com [--rotate]`: creates the
 * stage's VAPID keys in SSM (SecureString), where its Lambdas read them (decision 0022).
 * Run once per stage before or after the first deploy; existing keys are kept unless
 * --rotate is given, since new keys cut off every browser subscribed with the old ones.
 * Uses the AWS credentials and region of the shell, like `cdk deploy`.
 */
const { values } = parseArgs({
  options: { stage: { type: 'string' }, subject: { type: 'string' }, rotate: { type: 'boolean', default: false } },
});

if (!values.stage || !values.subject || !/^(mailto:|https:)/.test(values.subject)) {
  console.error('Usage: npm run vapid -- --stage <stage> --subject <mailto: or https: contact> [--rotate]');
  process.exit(1);
}

const name = vapidParameterName(values.stage);
const written = await writeVapidParameter(name, generateVapidKeys(values.subject), values.rotate);
console.log(written ? `VAPID keys stored in ${name}.` : `${name} already holds VAPID keys; kept them (pass --rotate to replace them).`);
