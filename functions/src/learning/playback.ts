/**
 * Short-lived rights to play one video (decision 0034): in AWS, CloudFront signed cookies with a
 * custom policy for `<MEDIA_URL>/videos/<videoId>/*`; on the local stack, the same cookies, which
 * the local media server checks as CloudFront does.
 */
export interface PlaybackSigner {
  /** Where media is served from, without a trailing slash (`https://www.example.com/media`). */
  mediaUrl: string;
  /** `Set-Cookie` values granting `videos/<videoId>/*` until `expiresAt`, scoped to that path. */
  cookiesFor(videoId: string, expiresAt: Date): Promise<string[]>;
  /** The same for any folder of the media bucket behind the signed behaviors (a broadcast's recording, decision 0054). */
  cookiesForFolder(folder: string, expiresAt: Date): Promise<string[]>;
}
