import { describe, expect, it } from 'vitest';
import { headTagIndex, inOrdering, moduleHeadingLevel } from './head-tag';

describe('the head-tag flag', () => {
  it('goes to the first list-type module only', () => {
    const modules = [{ type: 'slide' }, { type: 'text' }, { type: 'course_category' }, { type: 'course' }, { type: 'review' }] as const;
    expect(headTagIndex(modules)).toBe(2);
    expect(headTagIndex([{ type: 'text' }, { type: 'map' }])).toBe(-1);
  });

  it('makes the flagged list module an h2, later list modules h3 and the others h2', () => {
    expect(moduleHeadingLevel('course_category', true)).toBe(2);
    expect(moduleHeadingLevel('course', false)).toBe(3);
    expect(moduleHeadingLevel('text', false)).toBe(2);
  });

  it('orders modules by ordering', () => {
    expect(inOrdering([{ ordering: 30 }, { ordering: 5 }, { ordering: 10 }]).map((m) => m.ordering)).toEqual([5, 10, 30]);
  });
});
