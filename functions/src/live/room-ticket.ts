import { ROOM_ROLES, type RoomRole } from '@lm/shared';
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The room's ticket (decision 0049): a browser's WebSocket cannot send an Authorization header, so
 * the room route hands a participant a short-lived token naming the session, the user and their
 * role, signed with HMAC-SHA256; the socket's `$connect` verifies it.
 */
export interface RoomTicket {
  session_id: string;
  user_id: string;
  role: RoomRole;
  /** Epoch seconds. */
  exp: number;
}

/** How long a ticket opens the socket: long enough to connect, short enough that a copied link soon stops working. */
export const TICKET_SECONDS = 120;

const encode = (value: Buffer | string) => Buffer.from(value).toString('base64url');
const sign = (payload: string, secret: string) => createHmac('sha256', secret).update(payload).digest();

export function signTicket(ticket: Omit<RoomTicket, 'exp'>, secret: string, now: Date, seconds = TICKET_SECONDS): string {
  const payload = encode(JSON.stringify({ ...ticket, exp: Math.floor(now.getTime() / 1000) + seconds }));
  return `${payload}.${encode(sign(payload, secret))}`;
}

/** The ticket's claims when its signature holds and it has not expired; undefined otherwise. */
export function verifyTicket(token: string, secret: string, now: Date): RoomTicket | undefined {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  const expected = sign(payload, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let claims: Partial<RoomTicket>;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<RoomTicket>;
  } catch {
    return undefined;
  }
  const { session_id, user_id, role, exp } = claims;
  if (typeof session_id !== 'string' || typeof user_id !== 'string' || typeof exp !== 'number') return undefined;
  if (!role || !(ROOM_ROLES as readonly string[]).includes(role)) return undefined;
  if (exp * 1000 <= now.getTime()) return undefined;
  return { session_id, user_id, role, exp };
}
