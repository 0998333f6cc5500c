import { describe, expect, it } from 'vitest';
import { transactWithRetries, unlessRefused, writtenUnlessRefused } from './conditions.js';

const refused = () => Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' });

describe('conditional writes', () => {
  it('tell a write done from one its condition refused, and let any other failure through', async () => {
    expect(await writtenUnlessRefused(Promise.resolve({}))).toBe(true);
    expect(await writtenUnlessRefused(Promise.reject(refused()))).toBe(false);
    // ElectroDB wraps the SDK's error: the refusal is found in its causes.
    expect(await writtenUnlessRefused(Promise.reject(new Error('ElectroDB failed', { cause: refused() })))).toBe(false);
    await expect(writtenUnlessRefused(Promise.reject(new Error('Throughput exceeded')))).rejects.toThrow('Throughput exceeded');
  });

  it('answer what a write answered, undefined when its condition refused it, and let any other failure through', async () => {
    expect(await unlessRefused(Promise.resolve({ data: { views: 3 } }))).toEqual({ data: { views: 3 } });
    expect(await unlessRefused(Promise.reject(new Error('ElectroDB failed', { cause: refused() })))).toBeUndefined();
    await expect(unlessRefused(Promise.reject(new Error('Throughput exceeded')))).rejects.toThrow('Throughput exceeded');
  });

  it('try a transaction again while it only met another, answer the codes of a refusal, and throw on anything else', async () => {
    const answers = [
      { canceled: true, data: [{ code: 'TransactionConflict' }, { code: 'None' }] },
      { canceled: false, data: [] },
    ];
    expect(await transactWithRetries(async () => answers.shift()!, 'Paying')).toBeUndefined();
    expect(await transactWithRetries(async () => ({ canceled: true, data: [{ code: 'ConditionalCheckFailed' }, { code: 'None' }] }), 'Paying')).toEqual(['ConditionalCheckFailed', 'None']);
    await expect(transactWithRetries(async () => ({ canceled: true, data: [{ code: 'ThrottlingError' }] }), 'Paying')).rejects.toThrow('Paying could not be written: ThrottlingError.');
  });
});
