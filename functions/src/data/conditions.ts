/** True when DynamoDB refused a write because its condition did not hold. */
export function isConditionFailure(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const name = (e as { name?: string }).name ?? '';
    const message = (e as { message?: string }).message ?? '';
    if (name === 'ConditionalCheckFailedException' || message.includes('conditional request failed')) return true;
  }
  return false;
}
