import type { Course, Quiz, Video } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import { publicCurriculumOf } from '@lm/shared';
import { getCurriculum, saveCurriculum } from './curriculum.js';
import { memoryCatalog } from './memory-ports.js';

const lesson = (fields: Partial<Course['curriculum'][number]['lessons'][number]>) => ({ id: '', title: 'Lesson', duration_minutes: 5, kind: 'video' as const, video_id: '', file_id: '', quiz_id: '', body: '', url: '', free_preview: false, ...fields });

async function catalogWithCourse() {
  const memory = memoryCatalog();
  const course = { id: 'course-1', title: 'SQL', slug: 'sql', published: true, curriculum: [], created_at: 'x', updated_at: 'x' } as unknown as Course;
  await memory.ports.courses.put(course, 'create');
  memory.videos.set('video-1', { id: 'video-1', status: 'ready' } as Video);
  return memory;
}

describe('curriculum', () => {
  it('saves sections of lessons in order, giving new lessons ids and keeping given ones', async () => {
    const memory = await catalogWithCourse();
    const saved = await saveCurriculum(memory.ports, 'course-1', [
      { title: 'Start', lessons: [lesson({ title: 'Welcome', video_id: 'video-1', free_preview: true }), lesson({ id: 'reading', title: 'Read me', kind: 'text', body: 'Hello' })] },
      { title: 'More', lessons: [lesson({ title: 'Elsewhere', kind: 'link', url: 'https://example.com/lesson' }), lesson({ title: 'Quiz soon', kind: 'placeholder' })] },
    ]);
    const ids = saved.sections.flatMap((section) => section.lessons.map((one) => one.id));
    expect(ids[1]).toBe('reading');
    expect(new Set(ids).size).toBe(4);
    expect(ids.every((id) => /^[A-Za-z0-9_-]+$/.test(id))).toBe(true);
    expect((await getCurriculum(memory.ports, 'course-1')).sections).toEqual(saved.sections);
  });

  it('refuses a lesson without what its kind needs, or a video that does not exist, and a lesson id used twice', async () => {
    const memory = await catalogWithCourse();
    await expect(saveCurriculum(memory.ports, 'course-1', [{ title: 'S', lessons: [lesson({ title: 'Nothing' })] }])).rejects.toThrow('Lesson "Nothing" needs its video.');
    await expect(saveCurriculum(memory.ports, 'course-1', [{ title: 'S', lessons: [lesson({ video_id: 'gone' })] }])).rejects.toThrow('sections.0.lessons.0.video_id: No video has this id.');
    await expect(saveCurriculum(memory.ports, 'course-1', [{ title: 'S', lessons: [lesson({ kind: 'text', title: 'Empty' })] }])).rejects.toThrow('Lesson "Empty" needs its text.');
    await expect(
      saveCurriculum(memory.ports, 'course-1', [{ title: 'S', lessons: [lesson({ id: 'a', kind: 'placeholder' }), lesson({ id: 'a', kind: 'placeholder' })] }]),
    ).rejects.toThrow('Lesson id a is used twice.');
    expect((await memory.ports.courses.get('course-1'))?.curriculum).toEqual([]);
  });

  it('keeps a quiz lesson naming a quiz of the quizzes file, and refuses one without or naming none', async () => {
    const memory = await catalogWithCourse();
    memory.quizzes.set('quiz-1', { id: 'quiz-1' } as Quiz);
    await expect(saveCurriculum(memory.ports, 'course-1', [{ title: 'S', lessons: [lesson({ kind: 'quiz', title: 'Check' })] }])).rejects.toThrow('Lesson "Check" needs its quiz.');
    await expect(saveCurriculum(memory.ports, 'course-1', [{ title: 'S', lessons: [lesson({ kind: 'quiz', quiz_id: 'gone' })] }])).rejects.toThrow('sections.0.lessons.0.quiz_id: No quiz has this id.');
    const saved = await saveCurriculum(memory.ports, 'course-1', [{ title: 'S', lessons: [lesson({ kind: 'quiz', title: 'Check', quiz_id: 'quiz-1' })] }]);
    expect(saved.sections[0]?.lessons[0]).toMatchObject({ kind: 'quiz', quiz_id: 'quiz-1' });
    expect(publicCurriculumOf(saved.sections)[0]?.lessons[0]).toEqual({ id: expect.any(String), title: 'Check', duration_minutes: 5, kind: 'quiz', free_preview: false });
  });

  it('shows everyone the titles, kinds, minutes and free previews only', () => {
    const outline = publicCurriculumOf([{ title: 'S', lessons: [lesson({ id: 'x', kind: 'text', body: 'paid words', free_preview: false })] }]);
    expect(outline).toEqual([{ title: 'S', lessons: [{ id: 'x', title: 'Lesson', duration_minutes: 5, kind: 'text', free_preview: false }] }]);
  });
});
