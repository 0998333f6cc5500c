import { setTimeout as sleep } from 'node:timers/promises';

/** BatchGetItem may leave keys unprocessed under load; they are asked again this many times, backing off. */
export const BATCH_GET_ATTEMPTS = 4;
const BATCH_GET_BACKOFF_MS = 25;

/**
 * Every item of an ElectroDB batch get, asking again for the keys DynamoDB left unprocessed
 * (ElectroDB splits the keys into DynamoDB's hundred a request but hands the unprocessed back).
 * `what` names the items in the error thrown when some stay unprocessed.
 */
export async function batchGetAll<Key, Item>(
  keys: readonly Key[],
  read: (keys: Key[]) => Promise<{ data: Item[]; unprocessed: Key[] }>,
  what: string,
): Promise<Item[]> {
  const found: Item[] = [];
  let pending = [...keys];
  for (let attempt = 0; pending.length > 0; attempt += 1) {
    if (attempt === BATCH_GET_ATTEMPTS) throw new Error(`${pending.length} ${what} stayed unprocessed after ${attempt} attempts.`);
    if (attempt > 0) await sleep(BATCH_GET_BACKOFF_MS * 2 ** attempt);
    const { data, unprocessed } = await read(pending);
    found.push(...data);
    pending = unprocessed;
  }
  return found;
}
