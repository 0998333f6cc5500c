/**
 * Homework (../shared/SPEC.md §1: homework; decision 0041): the master files' schemas, a
 * submission and its review, and the rules both sides agree on (the due date's end, when a
 * student may submit, what a review may say). It stores nothing and knows no route.
 */
export * from './homework-schemas.js';
export * from './homework-rules.js';
