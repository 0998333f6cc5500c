import { createCloudFrontPlayback } from '@lm/functions/adapters/cloudfront-playback';
import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_VIDEO_ID } from '../seed/catalog.js';

const mediaUrl = () => inject('endpoints').media;
const file = (name: string, videoId = DEMO_VIDEO_ID) => `${mediaUrl()}/videos/${videoId}/${name}`;
const IN_AN_HOUR = () => new Date(Date.now() + 3_600_000);

/** The Cookie header a browser sends back from the Set-Cookie values of the API's answer. */
async function cookies(videoId: string, expiresAt: Date, keys: { keyPairId: string; privateKey: string } = inject('mediaKeys')) {
  const signer = createCloudFrontPlayback({ mediaUrl: mediaUrl(), keyPairId: keys.keyPairId, privateKey: keys.privateKey });
  return (await signer.cookiesFor(videoId, expiresAt)).map((setCookie) => setCookie.split('; ')[0]).join('; ');
}

describe('the local media server', () => {
  it('refuses the demo video’s playlist without cookies, with a short plain answer', async () => {
    const response = await fetch(file('master.m3u8'));
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect((await response.text()).length).toBeLessThan(200);
  });

  it('serves the playlists and segments with the video’s cookies', async () => {
    const cookie = await cookies(DEMO_VIDEO_ID, IN_AN_HOUR());

    const master = await fetch(file('master.m3u8'), { headers: { cookie } });
    expect(master.status).toBe(200);
    expect(master.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(master.headers.get('accept-ranges')).toBe('bytes');
    const text = await master.text();
    expect(text).toMatch(/^#EXTM3U/);
    expect(master.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
    expect(text).toContain('master_360p.m3u8');

    const rendition = await fetch(file('master_360p.m3u8'), { headers: { cookie } });
    expect(rendition.status).toBe(200);
    expect(await rendition.text()).toContain('master_360p_00001.ts');
  });

  it('refuses the cookies of another video, expired ones and ones signed by a key it does not trust', async () => {
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
    const refused = [
      await cookies('video-another', IN_AN_HOUR()),
      await cookies(DEMO_VIDEO_ID, new Date(Date.now() - 1_000)),
      await cookies(DEMO_VIDEO_ID, IN_AN_HOUR(), { keyPairId: inject('mediaKeys').keyPairId, privateKey: stranger.privateKey }),
    ];
    for (const cookie of refused) {
      expect((await fetch(file('master.m3u8'), { headers: { cookie } })).status).toBe(403);
    }
  });

  it('answers a single byte range of a segment with 206, and HEAD with the length alone', async () => {
    const cookie = await cookies(DEMO_VIDEO_ID, IN_AN_HOUR());
    const whole = await fetch(file('master_360p_00001.ts'), { method: 'HEAD', headers: { cookie } });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp2t');
    const size = Number(whole.headers.get('content-length'));
    expect(size).toBeGreaterThan(1_000);

    const part = await fetch(file('master_360p_00001.ts'), { headers: { cookie, range: 'bytes=188-563' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 188-563/${size}`);
    expect(part.headers.get('content-length')).toBe('376');
    const bytes = Buffer.from(await part.arrayBuffer());
    expect(bytes).toHaveLength(376);
    // MPEG-TS packets are 188 bytes, each starting with the sync byte.
    expect([bytes[0], bytes[188]]).toEqual([0x47, 0x47]);

    const beyond = await fetch(file('master_360p_00001.ts'), { headers: { cookie, range: `bytes=${size}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${size}`);
  });

  it('answers 404 for a file that is not there, and refuses a path that climbs out of the video’s folder', async () => {
    const cookie = await cookies(DEMO_VIDEO_ID, IN_AN_HOUR());
    expect((await fetch(file('master_9999p.m3u8'), { headers: { cookie } })).status).toBe(404);
    expect((await fetch(file('..%2F..%2Fvideos%2Fvideo-another%2Fmaster.m3u8'), { headers: { cookie } })).status).toBe(404);
    expect((await fetch(`${mediaUrl()}/images/none.png`)).status).toBe(404);
  });

  it('lets the site’s origins read media with credentials, and answers their preflights', async () => {
    const origin = inject('endpoints').web;
    const cookie = await cookies(DEMO_VIDEO_ID, IN_AN_HOUR());
    const read = await fetch(file('master.m3u8'), { headers: { cookie, origin } });
    expect(read.headers.get('access-control-allow-origin')).toBe(origin);
    expect(read.headers.get('access-control-allow-credentials')).toBe('true');
    expect(read.headers.get('vary')).toBe('Origin');

    const preflight = await fetch(file('master_360p_00001.ts'), {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'range' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, HEAD');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('range');

    const stranger = await fetch(file('master.m3u8'), { headers: { cookie, origin: 'https://elsewhere.test' } });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
  });
});
