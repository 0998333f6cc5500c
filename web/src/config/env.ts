/** Runtime configuration: `/config.json` beside the SPA, so one build serves every stage. */
export interface RuntimeConfig {
  apiUrl: string;
  stage: string;
}

let current: RuntimeConfig | undefined;

async function fetchConfig(): Promise<unknown> {
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`config.json answered ${response.status}`);
  return response.json();
}

/** Reads the configuration, taking what `/boot.js` already fetched when it could. */
export async function loadConfig(early?: Promise<unknown>): Promise<RuntimeConfig> {
  const body = ((await early?.catch(() => undefined)) ?? (await fetchConfig())) as Partial<RuntimeConfig>;
  if (typeof body.apiUrl !== 'string' || !/^https?:\/\//.test(body.apiUrl)) throw new Error('config.json has no valid apiUrl');
  current = { apiUrl: body.apiUrl.replace(/\/$/, ''), stage: String(body.stage ?? '') };
  return current;
}

export function config(): RuntimeConfig {
  if (!current) throw new Error('The runtime configuration is not loaded yet.');
  return current;
}
