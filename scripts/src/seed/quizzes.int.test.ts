import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { createDocumentClient } from '@lm/functions/data/database';
import { entityRecords } from '@lm/functions/data/record-kinds';
import { quizCategoryRecords } from '@lm/functions/data/records/quiz-category';
import { quizQuestionRecords } from '@lm/functions/data/records/quiz-question';
import { quizRecords } from '@lm/functions/data/records/quiz';
import type {} from '@lm/functions/testing/provided-context';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_QUIZ, DEMO_QUIZ_CATEGORY, DEMO_QUIZ_QUESTIONS, seedQuizzes } from './quizzes.js';

describe('the demo quiz in the stack', () => {
  it('was seeded whole, and seeding again changes nothing', async () => {
    const client = new DynamoDBClient({ region: inject('resources').region, endpoint: inject('endpoints').dynamodb, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    const options = { table: inject('resources').tableName, client: createDocumentClient(client) };
    const records = entityRecords(options);
    const read = async () => ({
      category: await records(quizCategoryRecords).get(DEMO_QUIZ_CATEGORY.id),
      questions: await Promise.all(DEMO_QUIZ_QUESTIONS.map(({ id }) => records(quizQuestionRecords).get(id))),
      quiz: await records(quizRecords).get(DEMO_QUIZ.id),
    });
    const before = await read();
    expect(before.category).toEqual(DEMO_QUIZ_CATEGORY);
    expect(before.questions).toEqual(DEMO_QUIZ_QUESTIONS);
    expect(before.quiz).toEqual(DEMO_QUIZ);

    await seedQuizzes(options);
    expect(await read()).toEqual(before);
  });
});
