import { describe, expect, it } from 'vitest';
import { sellableHref } from './paths';

describe('the page of a thing sold in the cart', () => {
  it('is a course’s or a product’s own page, the live classes for a seat, and the instructor’s times for private-class hours', () => {
    expect(sellableHref('course', 'course-sql')).toBe('/courses/course-sql');
    expect(sellableHref('product', 'product book')).toBe('/products/product%20book');
    expect(sellableHref('live_seat', 'session-1')).toBe('/myaccount/student/course/live');
    expect(sellableHref('private_hours', 'instructor-ines')).toBe('/private/instructors/instructor-ines');
  });
});
