import type { LearnCourse, PublicLesson } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import { completedLessons, mayOpen, nextLesson, openingLesson, paragraphsOf, withProgress } from './lessons';

const lesson = (id: string, free_preview = false): PublicLesson => ({ id, title: id, duration_minutes: 5, kind: 'video', free_preview });

const course = (fields: Partial<LearnCourse> = {}): LearnCourse => ({
  course: { id: 'course-1', title: 'Course', slug: 'course', cover_image: '' },
  sections: [
    { title: 'One', lessons: [lesson('intro', true), lesson('setup')] },
    { title: 'Two', lessons: [lesson('loops'), lesson('bonus', true)] },
  ],
  access: 'enrolled',
  access_until: '',
  progress: [],
  last_lesson_id: '',
  percent: 0,
  ...fields,
});

describe('the lesson the learn page opens', () => {
  it('is the one the address names', () => {
    expect(openingLesson(course({ last_lesson_id: 'loops' }), 'setup')?.id).toBe('setup');
    // Even a locked one: its refusal says what to do.
    expect(openingLesson(course({ access: 'visitor' }), 'setup')?.id).toBe('setup');
  });

  it('is else the lesson last opened, else the first the caller may open', () => {
    expect(openingLesson(course({ last_lesson_id: 'loops' }), null)?.id).toBe('loops');
    expect(openingLesson(course({ last_lesson_id: 'loops' }), 'no-such-lesson')?.id).toBe('loops');
    expect(openingLesson(course(), '')?.id).toBe('intro');
  });

  it('skips a last lesson the caller may no longer open', () => {
    expect(openingLesson(course({ access: 'expired', last_lesson_id: 'loops' }), null)?.id).toBe('intro');
  });

  it('is the first free preview for a visitor, or the first lesson when there is none', () => {
    const noIntro = course({ access: 'visitor', sections: [{ title: 'One', lessons: [lesson('setup'), lesson('bonus', true)] }] });
    expect(openingLesson(noIntro, null)?.id).toBe('bonus');
    const closed = course({ access: 'not-bought', sections: [{ title: 'One', lessons: [lesson('setup'), lesson('loops')] }] });
    expect(openingLesson(closed, null)?.id).toBe('setup');
    expect(openingLesson(course({ sections: [] }), null)).toBeUndefined();
  });
});

describe('the outline', () => {
  it('opens every lesson to the enrolled, the instructor and admins, and the free previews to others', () => {
    for (const access of ['enrolled', 'instructor', 'admin'] as const) expect(mayOpen(lesson('setup'), access)).toBe(true);
    for (const access of ['visitor', 'not-bought', 'expired'] as const) {
      expect(mayOpen(lesson('setup'), access)).toBe(false);
      expect(mayOpen(lesson('intro', true), access)).toBe(true);
    }
  });

  it('goes on to the next lesson across sections, and to none after the last', () => {
    expect(nextLesson(course().sections, 'setup')?.id).toBe('loops');
    expect(nextLesson(course().sections, 'bonus')).toBeUndefined();
    expect(nextLesson(course().sections, 'unknown')).toBeUndefined();
  });

  it('keeps a saved position and works the percent and the last lesson out again', () => {
    const saved = withProgress(course(), { lesson_id: 'setup', position_seconds: 40, watched_seconds: 0, completed: true, completed_at: '', updated_at: '2026-11-02T00:00:00.000Z' });
    expect(saved).toMatchObject({ percent: 25, last_lesson_id: 'setup' });
    expect([...completedLessons(saved.progress)]).toEqual(['setup']);

    // A lesson done stays done when a later save of its position says otherwise.
    const again = withProgress(saved, { lesson_id: 'setup', position_seconds: 3, watched_seconds: 0, completed: false, completed_at: '', updated_at: '2026-11-02T00:01:00.000Z' });
    expect(again.progress).toEqual([{ lesson_id: 'setup', position_seconds: 3, watched_seconds: 0, completed: true, completed_at: '', updated_at: '2026-11-02T00:01:00.000Z' }]);
    expect(withProgress(again, { lesson_id: 'intro', position_seconds: 0, watched_seconds: 0, completed: true, completed_at: '', updated_at: '2026-11-02T00:02:00.000Z' }).percent).toBe(50);
  });
});

describe('a text lesson', () => {
  it('is paragraphs parted by blank lines, kept as plain text', () => {
    expect(paragraphsOf('First line\nsame paragraph\r\n\r\n  Second <b>not bold</b>  \n \n\n')).toEqual(['First line\nsame paragraph', 'Second <b>not bold</b>']);
    expect(paragraphsOf('')).toEqual([]);
  });
});
