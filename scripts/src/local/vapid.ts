import { generateVapidKeys, vapidKeys, type VapidKeys } from '@lm/functions/adapters/web-push-sender';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Local push needs no real identity; a mailto: subject satisfies the push services' rules. */
const LOCAL_SUBJECT = 'mailto:push@example.com';

/**
 * The local stack's VAPID keys, made once in `<dataDir>/vapid.json` (`.local/vapid.json`
 * for `npm start`, the run's temporary folder for tests) and kept out of the repository:
 * browsers subscribed with a key stop receiving pushes when it changes.
 */
export function localVapidKeys(dataDir: string): VapidKeys {
  const file = join(dataDir, 'vapid.json');
  if (existsSync(file)) {
    const stored = vapidKeys.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (stored.success) return stored.data;
  }
  const keys = generateVapidKeys(LOCAL_SUBJECT);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  return keys;
}

/** The Lambdas' environment for web push. */
export function vapidEnvironment(keys: VapidKeys): Record<string, string> {
  return { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: keys.subject };
}
