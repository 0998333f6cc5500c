import { setTimeout as sleep } from 'node:timers/promises';

/** True when DynamoDB refused a write because its condition did not hold. */
export function isConditionFailure(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const name = (e as { name?: string }).name ?? '';
    const message = (e as { message?: string }).message ?? '';
    if (name === 'ConditionalCheckFailedException' || message.includes('conditional request failed')) return true;
  }
  return false;
}

/**
 * A conditional write's answer, or undefined when its condition refused it (an item gone since it
 * was read, or one already there). Any other failure throws.
 */
export async function unlessRefused<T>(write: Promise<T>): Promise<T | undefined> {
  try {
    return await write;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** A conditional write: true once written, false when its condition refused it. Any other failure throws. */
export async function writtenUnlessRefused(write: Promise<unknown>): Promise<boolean> {
  return (await unlessRefused(write.then(() => true))) ?? false;
}

/** Transactions that met another on the same item are tried again this often, with a growing, jittered pause. */
const CONFLICT_RETRIES = 12;

/**
 * Writes a transaction, trying it again while it only met another one on an item
 * (`TransactionConflict`), after a jittered, growing pause. Answers nothing once written, or the
 * cancellation codes when a condition refused it (`ConditionalCheckFailed` at the refused writes).
 */
export async function transactWithRetries(go: () => Promise<{ canceled: boolean; data: unknown }>, what: string): Promise<string[] | undefined> {
  for (let attempt = 0; ; attempt++) {
    const { canceled, data } = await go();
    if (!canceled) return undefined;
    const codes = (data as { code: string }[]).map((result) => result.code);
    if (codes.includes('ConditionalCheckFailed')) return codes;
    if (attempt >= CONFLICT_RETRIES || !codes.includes('TransactionConflict')) throw new Error(`${what} could not be written: ${codes.join(', ')}.`);
    await sleep(Math.random() * 20 * 2 ** Math.min(attempt, 6));
  }
}
