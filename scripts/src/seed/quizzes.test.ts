import { drawQuestions, quizCategoryInput, quizInput, quizQuestionInput, seededRandom } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_COURSES } from './catalog.js';
import { DEMO_QUIZ, DEMO_QUIZ_CATEGORY, DEMO_QUIZ_QUESTIONS } from './quizzes.js';

describe('the demo quiz', () => {
  it('holds records the admin forms would accept, each id once', () => {
    const { id: _category, created_at: _c1, updated_at: _u1, ...category } = DEMO_QUIZ_CATEGORY;
    expect(quizCategoryInput.parse(category)).toEqual(category);
    for (const { id: _id, created_at: _c, updated_at: _u, ...question } of DEMO_QUIZ_QUESTIONS) {
      const { id: _unsaved, ...parsed } = quizQuestionInput.parse(question);
      expect(parsed).toEqual(question);
    }
    const { id: _quiz, created_at: _c2, updated_at: _u2, ...quiz } = DEMO_QUIZ;
    expect(quizInput.parse(quiz)).toEqual(quiz);
    const ids = DEMO_QUIZ_QUESTIONS.map((question) => question.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('asks one question of each kind in Thai and English, and draws an attempt from its bank', () => {
    expect(new Set(DEMO_QUIZ_QUESTIONS.map((question) => question.kind)).size).toBe(6);
    for (const question of DEMO_QUIZ_QUESTIONS) expect([question.text.th, question.text.en].every((text) => text !== '')).toBe(true);
    const drawn = drawQuestions(DEMO_QUIZ.settings, DEMO_QUIZ_QUESTIONS, seededRandom(1));
    expect(drawn).toHaveLength(5);
  });

  it('is a lesson of the python course the demo student bought', () => {
    const lessons = DEMO_COURSES.find((course) => course.id === 'course-python-basics')?.curriculum.flatMap((section) => section.lessons) ?? [];
    expect(lessons.filter((lesson) => lesson.kind === 'quiz')).toEqual([expect.objectContaining({ id: 'python-basics-quiz', quiz_id: DEMO_QUIZ.id, free_preview: false })]);
  });
});
