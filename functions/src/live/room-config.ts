import * as z from 'zod';

/**
 * The class room's configuration (decision 0049), checked at cold start. In AWS the media is
 * Chime's and the ticket secret is in Secrets Manager; the local stack names the WebRTC room and
 * the secret itself.
 */
const roomEnv = z.object({
  /** The room's WebSocket (`wss://…/{stage}` in AWS, `ws://…/socket` locally). */
  ROOM_SOCKET_URL: z.string().min(1).optional(),
  ROOM_MEDIA: z.enum(['chime', 'webrtc']).default('chime'),
  /** The Secrets Manager secret holding the ticket's signing key, in AWS. */
  ROOM_TICKET_SECRET_ARN: z.string().min(1).optional(),
  /** Local stack only: the signing key itself. */
  ROOM_TICKET_SECRET: z.string().min(16).optional(),
  CHIME_MEDIA_REGION: z.string().min(1).default('ap-southeast-1'),
});

let parsed: z.infer<typeof roomEnv> | undefined;
export const roomConfig = () => (parsed ??= roomEnv.parse(process.env));

let secret: Promise<string> | undefined;
/** The ticket's signing key, read once per cold start. */
export function ticketSecret(): Promise<string> {
  const { ROOM_TICKET_SECRET, ROOM_TICKET_SECRET_ARN } = roomConfig();
  secret ??= ROOM_TICKET_SECRET
    ? Promise.resolve(ROOM_TICKET_SECRET)
    : ROOM_TICKET_SECRET_ARN
      ? import('../adapters/secure-parameter.js').then(({ readSecret }) => readSecret(ROOM_TICKET_SECRET_ARN))
      : Promise.reject(new Error('No room ticket secret is configured (ROOM_TICKET_SECRET_ARN).'));
  return secret;
}
