import { LESSON_KINDS, VIDEO_STATUSES } from '@lm/shared';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';

// The editor's words join i18next once it has started, as in the application.
await i18next.init({ lng: 'en', resources: {}, initAsync: false });
const { CURRICULUM_WORDS } = await import('./i18n');

describe('the curriculum editor’s words', () => {
  it('word the editor, every lesson kind and every video state in both languages', () => {
    const en = i18next.getResource('en', 'translation', CURRICULUM_WORDS) as Record<string, unknown>;
    const th = i18next.getResource('th', 'translation', CURRICULUM_WORDS) as Record<string, unknown>;
    expect(Object.keys(th).sort()).toEqual(Object.keys(en).sort());
    // A video's option is its title and its state's word, in either language.
    for (const [key, text] of Object.entries(th)) if (typeof text === 'string' && key !== 'videoOption') expect(text, key).toMatch(/[\u0E00-\u0E7F]/);
    for (const [group, values] of [
      ['kinds', LESSON_KINDS],
      ['videoStatuses', VIDEO_STATUSES],
    ] as const) {
      for (const value of values) for (const lng of ['en', 'th']) expect(i18next.exists(`${CURRICULUM_WORDS}.${group}.${value}`, { lng }), `${group}.${value} (${lng})`).toBe(true);
    }
    expect(i18next.t(`${CURRICULUM_WORDS}.moveLessonUp`, { lng: 'en', name: 'Welcome' })).toBe('Move up: lesson “Welcome”');
    expect(i18next.t(`${CURRICULUM_WORDS}.videoOptionNotReady`, { lng: 'en', title: 'Intro', status: 'Processing' })).toBe('Intro (Processing: not ready)');
  });
});
