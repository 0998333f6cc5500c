import { describe, expect, it } from 'vitest';
import { signTicket, TICKET_SECONDS, verifyTicket } from './room-ticket.js';

const SECRET = 'a-room-ticket-secret-for-tests';
const now = new Date('2026-03-01T03:00:00Z');
const claims = { session_id: 'session-1', user_id: 'user-1', role: 'student' as const };

describe('the room ticket', () => {
  it('names the session, the user and the role while it is fresh', () => {
    const ticket = signTicket(claims, SECRET, now);
    expect(verifyTicket(ticket, SECRET, new Date(now.getTime() + 1_000))).toEqual({ ...claims, exp: now.getTime() / 1000 + TICKET_SECONDS });
  });

  it('stops working when it expires', () => {
    const ticket = signTicket(claims, SECRET, now);
    expect(verifyTicket(ticket, SECRET, new Date(now.getTime() + TICKET_SECONDS * 1000))).toBeUndefined();
  });

  it('is refused when signed with another secret', () => {
    expect(verifyTicket(signTicket(claims, 'another-secret-of-some-length', now), SECRET, now)).toBeUndefined();
  });

  it('is refused when its claims were changed', () => {
    const [, signature] = signTicket(claims, SECRET, now).split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'instructor', exp: now.getTime() / 1000 + 60 })).toString('base64url');
    expect(verifyTicket(`${forged}.${signature}`, SECRET, now)).toBeUndefined();
  });

  it('is refused when it is not a ticket at all', () => {
    expect(verifyTicket('', SECRET, now)).toBeUndefined();
    expect(verifyTicket('abc', SECRET, now)).toBeUndefined();
    expect(verifyTicket('a.b.c', SECRET, now)).toBeUndefined();
  });
});
