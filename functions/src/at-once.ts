/**
 * Runs `work` over `items`, at most `limit` at a time (the next starts as soon as one ends), and
 * answers the results in the items' order. The first failure rejects; the work already started
 * runs on.
 */
export async function mapAtOnce<T, R>(items: readonly T[], work: (item: T) => Promise<R>, limit: number): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) results[index] = await work(items[index] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
