import { describe, expect, it } from 'vitest';
import { paragraphsOf } from './paragraphs';

describe('paragraphsOf', () => {
  it('starts a paragraph at each blank line and keeps single line breaks inside one', () => {
    expect(paragraphsOf('First line\nstill first.\n\n  Second.  \r\n\r\n\n\nThird.')).toEqual(['First line\nstill first.', 'Second.', 'Third.']);
  });

  it('gives nothing for empty text, and the text itself when there is one paragraph', () => {
    expect(paragraphsOf('')).toEqual([]);
    expect(paragraphsOf(' \n \n ')).toEqual([]);
    expect(paragraphsOf('<b>Not HTML</b>')).toEqual(['<b>Not HTML</b>']);
  });
});
