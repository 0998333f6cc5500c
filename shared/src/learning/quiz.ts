/**
 * The quiz engine (../shared/SPEC.md §1: quizzes): pure, so the service, the learn page and the
 * back office's preview agree. It draws an attempt's questions with an injected seeded generator,
 * shows the browser only the public side of a question, grades an answer sheet, and answers the
 * time limit, attempts and reveal rules. It stores nothing and knows no route.
 */
export * from './quiz-schemas.js';
export * from './quiz-errors.js';
export * from './quiz-draw.js';
export * from './quiz-grading.js';
export * from './quiz-rules.js';
export * from './seeded-random.js';
