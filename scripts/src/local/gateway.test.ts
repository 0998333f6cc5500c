import { describe, expect, it } from 'vitest';
import { bySpecificity } from './gateway.js';

const order = (...paths: string[]) => paths.map((path) => ({ path })).sort(bySpecificity).map((route) => route.path);

describe('bySpecificity', () => {
  it('puts a literal segment before a variable one at the first place they differ, as API Gateway matches', () => {
    expect(order('/public/custompage/{page}', '/public/custompage/by-path')).toEqual(['/public/custompage/by-path', '/public/custompage/{page}']);
    expect(order('/api/courses/{id}', '/api/courses/delete')).toEqual(['/api/courses/delete', '/api/courses/{id}']);
  });

  it('keeps the table order of routes that are alike in kind', () => {
    expect(order('/api/b/{id}', '/api/a/{id}', '/api/c')).toEqual(['/api/b/{id}', '/api/a/{id}', '/api/c']);
  });
});
