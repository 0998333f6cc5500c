import { quizCategoryRecords } from '@lm/functions/data/records/quiz-category';
import { quizQuestionRecords } from '@lm/functions/data/records/quiz-question';
import { quizRecords } from '@lm/functions/data/records/quiz';
import { localDataOptions, localRecords } from '@lm/functions/testing/api';
import type {} from '@lm/functions/testing/provided-context';
import { describe, expect, it } from 'vitest';
import { DEMO_QUIZ, DEMO_QUIZ_CATEGORY, DEMO_QUIZ_QUESTIONS, seedQuizzes } from './quizzes.js';

describe('the demo quiz in the stack', () => {
  it('was seeded whole, and seeding again changes nothing', async () => {
    const records = localRecords();
    const read = async () => ({
      category: await records(quizCategoryRecords).get(DEMO_QUIZ_CATEGORY.id),
      questions: await Promise.all(DEMO_QUIZ_QUESTIONS.map(({ id }) => records(quizQuestionRecords).get(id))),
      quiz: await records(quizRecords).get(DEMO_QUIZ.id),
    });
    const before = await read();
    expect(before.category).toEqual(DEMO_QUIZ_CATEGORY);
    expect(before.questions).toEqual(DEMO_QUIZ_QUESTIONS);
    expect(before.quiz).toEqual(DEMO_QUIZ);

    await seedQuizzes(localDataOptions());
    expect(await read()).toEqual(before);
  });
});
