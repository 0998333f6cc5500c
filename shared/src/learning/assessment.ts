export * from './assessment-rules.js';
export * from './assessment-schemas.js';
