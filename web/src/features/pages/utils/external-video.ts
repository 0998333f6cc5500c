/** Where an external lesson plays inside the page: a YouTube or Vimeo player, or nothing for other addresses. */
export interface EmbeddedPlayer {
  provider: 'YouTube' | 'Vimeo';
  src: string;
}

const YOUTUBE_ID = /^[\w-]{11}$/;

/**
 * The privacy-enhanced player of a YouTube video (youtube-nocookie.com sets no cookies until the
 * visitor plays it) or Vimeo's player, from the addresses people copy: watch, short, embed, share
 * links. Anything else is not embedded.
 */
export function embeddedPlayer(url: string): EmbeddedPlayer | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
  const host = parsed.hostname.replace(/^(www\.|m\.)/, '');
  const segments = parsed.pathname.split('/').filter(Boolean);
  let youtube: string | undefined;
  if (host === 'youtu.be') youtube = segments[0];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (segments[0] === 'watch') youtube = parsed.searchParams.get('v') ?? undefined;
    else if (segments[0] === 'embed' || segments[0] === 'shorts' || segments[0] === 'live') youtube = segments[1];
  }
  if (youtube !== undefined) {
    if (!YOUTUBE_ID.test(youtube)) return undefined;
    const start = Number.parseInt(parsed.searchParams.get('t') ?? parsed.searchParams.get('start') ?? '', 10);
    const query = Number.isFinite(start) && start > 0 ? `?start=${start}` : '';
    return { provider: 'YouTube', src: `https://www.youtube-nocookie.com/embed/${youtube}${query}` };
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = host === 'player.vimeo.com' ? (segments[0] === 'video' ? segments[1] : undefined) : segments.find((segment) => /^\d+$/.test(segment));
    if (!id || !/^\d+$/.test(id)) return undefined;
    // An unlisted video's address carries its key after the id (vimeo.com/123/abcdef).
    const key = host === 'vimeo.com' ? segments[segments.indexOf(id) + 1] : parsed.searchParams.get('h');
    const query = key && /^[\da-f]+$/i.test(key) ? `?h=${key}` : '';
    return { provider: 'Vimeo', src: `https://player.vimeo.com/video/${id}${query}` };
  }
  return undefined;
}
