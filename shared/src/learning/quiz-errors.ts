/** Why the quiz engine refuses; the service turns these into its answers. */
export class QuizError extends Error {
  override name = 'QuizError';
}

/** A draw asks a category's bank for more questions than it has left to give. */
export class QuizBankTooSmallError extends QuizError {
  override name = 'QuizBankTooSmallError';
  constructor(
    readonly categoryId: string,
    readonly available: number,
    readonly requested: number,
  ) {
    super(`Category ${categoryId} has ${available} question${available === 1 ? '' : 's'} to draw from, fewer than the ${requested} the quiz asks for.`);
  }
}

/** A quiz's fixed question is not in the bank it was given. */
export class QuizQuestionMissingError extends QuizError {
  override name = 'QuizQuestionMissingError';
  constructor(readonly questionIds: readonly string[]) {
    super(`The quiz asks for questions that do not exist: ${questionIds.join(', ')}.`);
  }
}

/** An answer sheet answers questions that are not in the attempt. */
export class UnknownQuestionError extends QuizError {
  override name = 'UnknownQuestionError';
  constructor(readonly questionIds: readonly string[]) {
    super(`These questions are not in this attempt: ${questionIds.join(', ')}.`);
  }
}

/** An answer is of another kind than its question (a choice for a true-or-false question). */
export class AnswerKindError extends QuizError {
  override name = 'AnswerKindError';
  constructor(
    readonly questionId: string,
    readonly expected: string,
    readonly given: string,
  ) {
    super(`Question ${questionId} takes a ${expected} answer, not a ${given} one.`);
  }
}

/** An attempt's recorded order does not list the question's options (the question changed since it was drawn). */
export class QuestionOrderError extends QuizError {
  override name = 'QuestionOrderError';
  constructor(readonly questionId: string) {
    super(`The order recorded for question ${questionId} does not match its options.`);
  }
}
