import { describe, expect, it } from 'vitest';
import { embeddedPlayer } from './external-video';

describe('external lesson players', () => {
  it('plays YouTube addresses of every usual form in the privacy-enhanced player', () => {
    const nocookie = { provider: 'YouTube', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' };
    expect(embeddedPlayer('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toEqual(nocookie);
    expect(embeddedPlayer('https://m.youtube.com/watch?v=dQw4w9WgXcQ&list=PL1')).toEqual(nocookie);
    expect(embeddedPlayer('https://youtu.be/dQw4w9WgXcQ')).toEqual(nocookie);
    expect(embeddedPlayer('https://www.youtube.com/embed/dQw4w9WgXcQ')).toEqual(nocookie);
    expect(embeddedPlayer('https://youtube.com/shorts/dQw4w9WgXcQ')).toEqual(nocookie);
    expect(embeddedPlayer('https://youtu.be/dQw4w9WgXcQ?t=42')).toEqual({ provider: 'YouTube', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=42' });
  });

  it('plays Vimeo addresses in Vimeo’s player, keeping an unlisted video’s key', () => {
    expect(embeddedPlayer('https://vimeo.com/76979871')).toEqual({ provider: 'Vimeo', src: 'https://player.vimeo.com/video/76979871' });
    expect(embeddedPlayer('https://vimeo.com/76979871/8272103f6e')).toEqual({ provider: 'Vimeo', src: 'https://player.vimeo.com/video/76979871?h=8272103f6e' });
    expect(embeddedPlayer('https://player.vimeo.com/video/76979871')).toEqual({ provider: 'Vimeo', src: 'https://player.vimeo.com/video/76979871' });
  });

  it('embeds nothing else: other sites, malformed ids, other schemes', () => {
    expect(embeddedPlayer('https://www.coursera.org/learn/python')).toBeUndefined();
    expect(embeddedPlayer('https://www.youtube.com/watch?v=short')).toBeUndefined();
    expect(embeddedPlayer('https://www.youtube.com/channel/UC123')).toBeUndefined();
    expect(embeddedPlayer('https://vimeo.com/channels/staffpicks')).toBeUndefined();
    expect(embeddedPlayer('javascript:alert(1)//youtu.be/dQw4w9WgXcQ')).toBeUndefined();
    expect(embeddedPlayer('not an address')).toBeUndefined();
  });
});
