/**
 * Course comments (../shared/SPEC.md §1 "comments"): the schemas of a lesson's discussion and its
 * back-office moderation, and the pure rules of who sees and may change what.
 */
export * from './comment-schemas.js';
export * from './comment-rules.js';
