import { PING_INTERVAL_MS } from '@lm/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const signedIn = { student: false, instructor: false, admin: false };
const ping = vi.fn(async (_kind: string) => ({ success: true, ok: true }));

vi.mock('../../lib/sessions', () => ({
  sessions: Object.fromEntries(
    (['student', 'instructor', 'admin'] as const).map((kind) => [kind, { get: () => ({ isAuthenticated: signedIn[kind] }) }]),
  ),
}));
vi.mock('./api/account', () => ({ pingActivity: (kind: string) => ping(kind) }));

const { pingSignedIn, startActivityPing } = await import('./activity-ping');

describe('activity ping (SPEC §9)', () => {
  beforeEach(() => {
    Object.assign(signedIn, { student: false, instructor: false, admin: false });
    ping.mockReset().mockResolvedValue({ success: true, ok: true });
  });
  afterEach(() => vi.useRealTimers());

  it('pings for each signed-in student or instructor session, never for the back office', async () => {
    Object.assign(signedIn, { student: true, instructor: true, admin: true });
    await pingSignedIn();
    expect(ping.mock.calls.map(([kind]) => kind).sort()).toEqual(['instructor', 'student']);
  });

  it('sends nothing while nobody is signed in', async () => {
    signedIn.admin = true;
    await pingSignedIn();
    expect(ping).not.toHaveBeenCalled();
  });

  it('only logs a failed ping', async () => {
    signedIn.student = true;
    ping.mockRejectedValue(new Error('offline'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(pingSignedIn()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('activity ping of the student session failed', expect.any(Error));
    warn.mockRestore();
  });

  it('pings at start and again every interval, for whoever is signed in then', async () => {
    vi.useFakeTimers();
    signedIn.student = true;
    const stop = startActivityPing();
    expect(ping).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(PING_INTERVAL_MS - 1);
    expect(ping).toHaveBeenCalledTimes(1);
    signedIn.instructor = true;
    await vi.advanceTimersByTimeAsync(1);
    expect(ping.mock.calls.map(([kind]) => kind)).toEqual(['student', 'student', 'instructor']);

    stop();
    await vi.advanceTimersByTimeAsync(PING_INTERVAL_MS);
    expect(ping).toHaveBeenCalledTimes(3);
  });
});
