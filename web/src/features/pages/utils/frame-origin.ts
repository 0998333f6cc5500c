/**
 * Whether a frame of `src` may be handed the signed-in client's token: only when `origin` (from the
 * module's data) is a real https origin, or http on this machine, and the frame's address is on
 * it. Anything else gets nothing: the token is never posted to `*` or to an origin that merely
 * looks right.
 */
export function trustedFrameOrigin(src: string, origin: string, pageOrigin: string): string | undefined {
  if (!origin) return undefined;
  let trusted: URL;
  let frame: URL;
  try {
    trusted = new URL(origin);
    frame = new URL(src, pageOrigin);
  } catch {
    return undefined;
  }
  // An origin is scheme, host and port alone; anything more in the data is a mistake, not a wider grant.
  if (trusted.origin !== origin.replace(/\/$/, '')) return undefined;
  const local = trusted.hostname === 'localhost' || trusted.hostname === '127.0.0.1';
  if (trusted.protocol !== 'https:' && !(trusted.protocol === 'http:' && local)) return undefined;
  if (frame.origin !== trusted.origin || frame.origin === pageOrigin) return undefined;
  return trusted.origin;
}
