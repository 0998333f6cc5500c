import { homeworkCategoryInput, homeworkInput } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_COURSES } from './catalog.js';
import { DEMO_HOMEWORK, DEMO_HOMEWORK_CATEGORY, DEMO_HOMEWORK_LESSON_ID, DEMO_SUBMISSION } from './homework.js';

describe('the demo homework', () => {
  it('holds records the admin forms would accept', () => {
    const { id: _category, created_at: _c1, updated_at: _u1, ...category } = DEMO_HOMEWORK_CATEGORY;
    expect(homeworkCategoryInput.parse(category)).toEqual(category);
    const { id: _homework, created_at: _c2, updated_at: _u2, ...homework } = DEMO_HOMEWORK;
    expect(homeworkInput.parse(homework)).toEqual(homework);
    expect([homework.instructions_th, homework.instructions_en].every((text) => text !== '')).toBe(true);
  });

  it('is a lesson of the python course the demo student bought, before its quiz, with a submission awaiting review', () => {
    const lessons = DEMO_COURSES.find((course) => course.id === 'course-python-basics')?.curriculum.flatMap((section) => section.lessons) ?? [];
    expect(lessons.filter((lesson) => lesson.kind === 'homework')).toEqual([expect.objectContaining({ id: DEMO_HOMEWORK_LESSON_ID, homework_id: DEMO_HOMEWORK.id, free_preview: false })]);
    expect(lessons.at(-1)?.kind).toBe('quiz');
    expect(DEMO_SUBMISSION).toMatchObject({ lesson_id: DEMO_HOMEWORK_LESSON_ID, status: 'submitted', max_score: 10, pass_score: 6 });
  });
});
