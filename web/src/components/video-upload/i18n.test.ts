import { VIDEO_STATUSES } from '@lm/shared';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';

// The panel's words join i18next once it has started, as in the application.
await i18next.init({ lng: 'en', resources: {}, initAsync: false });
const { VIDEO_UPLOAD_WORDS } = await import('./i18n');

describe('the video upload panel’s words', () => {
  it('word the panel and every video state in both languages', () => {
    const en = i18next.getResource('en', 'translation', VIDEO_UPLOAD_WORDS) as Record<string, unknown>;
    const th = i18next.getResource('th', 'translation', VIDEO_UPLOAD_WORDS) as Record<string, unknown>;
    expect(Object.keys(th).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(th)) if (typeof text === 'string') expect(text, key).toMatch(/[\u0E00-\u0E7F]/);
    for (const status of VIDEO_STATUSES) for (const lng of ['en', 'th']) expect(i18next.exists(`${VIDEO_UPLOAD_WORDS}.statuses.${status}`, { lng }), `${status} (${lng})`).toBe(true);
    expect(i18next.t(`${VIDEO_UPLOAD_WORDS}.percent`, { lng: 'en', percent: 42, sent: '4.2 MB', total: '10.0 MB' })).toBe('42% (4.2 MB of 10.0 MB)');
    expect(i18next.t(`${VIDEO_UPLOAD_WORDS}.unfinished`, { lng: 'en', name: 'lesson.mp4' })).toBe('An upload of lesson.mp4 is unfinished.');
  });
});
