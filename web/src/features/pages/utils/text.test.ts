import { describe, expect, it } from 'vitest';
import { isSitePath, lastPathSegment, paragraphs, safeHref } from './text';

describe('module text helpers', () => {
  it('splits plain text into paragraphs at blank lines', () => {
    expect(paragraphs('One.\n\nTwo,\nstill two.\r\n\r\n  \n\nThree.')).toEqual(['One.', 'Two,\nstill two.', 'Three.']);
    expect(paragraphs('  ')).toEqual([]);
  });

  it('takes the item of a detail path from its last segment', () => {
    expect(lastPathSegment('/instructor/somchai')).toBe('somchai');
    expect(lastPathSegment('/article/%E0%B8%81/')).toBe('ก');
    expect(lastPathSegment('/')).toBe('');
    expect(lastPathSegment('/article/%E0%A4%A')).toBe('%E0%A4%A');
  });

  it('links only to site paths, anchors and web, mail or phone addresses', () => {
    expect(isSitePath('/courses')).toBe(true);
    expect(isSitePath('//evil.example')).toBe(false);
    expect(safeHref(' /courses ')).toBe('/courses');
    expect(safeHref('#faq')).toBe('#faq');
    expect(safeHref('https://example.com/x')).toBe('https://example.com/x');
    expect(safeHref('mailto:hello@example.com')).toBe('mailto:hello@example.com');
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeHref('data:text/html,<script>')).toBeUndefined();
    expect(safeHref('courses')).toBeUndefined();
    expect(safeHref('')).toBeUndefined();
  });
});
