import { describe, expect, it } from 'vitest';
import { trustedFrameOrigin } from './frame-origin';

const page = 'https://learn.example.com';

describe('the origin a framed page gets the client’s token from', () => {
  it('is the named origin when the frame is on it', () => {
    expect(trustedFrameOrigin('https://live.partner.com/room/1', 'https://live.partner.com', page)).toBe('https://live.partner.com');
    expect(trustedFrameOrigin('https://live.partner.com/room/1', 'https://live.partner.com/', page)).toBe('https://live.partner.com');
    expect(trustedFrameOrigin('http://localhost:5174/x', 'http://localhost:5174', 'http://127.0.0.1:5174')).toBe('http://localhost:5174');
  });

  it('is none when nothing is named, the frame is elsewhere, or the origin is loose', () => {
    expect(trustedFrameOrigin('https://live.partner.com/room/1', '', page)).toBeUndefined();
    expect(trustedFrameOrigin('https://evil.example/room/1', 'https://live.partner.com', page)).toBeUndefined();
    expect(trustedFrameOrigin('https://live.partner.com.evil.example/', 'https://live.partner.com', page)).toBeUndefined();
    expect(trustedFrameOrigin('https://live.partner.com/room/1', '*', page)).toBeUndefined();
    expect(trustedFrameOrigin('https://live.partner.com/room/1', 'https://live.partner.com/room', page)).toBeUndefined();
    expect(trustedFrameOrigin('http://live.partner.com/room/1', 'http://live.partner.com', page)).toBeUndefined();
  });

  it('is none for a frame of the site itself, which shares the session through storage', () => {
    expect(trustedFrameOrigin('/myaccount/home', page, page)).toBeUndefined();
  });
});
