import * as z from 'zod';

const runtimeConfig = z.object({ apiUrl: z.url(), stage: z.string() });
export type RuntimeConfig = z.infer<typeof runtimeConfig>;

/** The API base URL comes from `/config.json` at run time, not from the build. */
export async function loadConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`config.json answered ${response.status}`);
  return runtimeConfig.parse(await response.json());
}
