import type { PublicQuizQuestion } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import { answeredCount, formatClock, initialAnswers, moveItem, secondsLeft, withAnswer } from './quiz';

const text = (en: string) => ({ th: '', en });
const ordering: PublicQuizQuestion = { id: 'q-order', kind: 'ordering', text: text('Order'), points: 1, items: [{ id: 'b', text: text('B') }, { id: 'a', text: text('A') }] };
const short: PublicQuizQuestion = { id: 'q-short', kind: 'short_answer', text: text('Say'), points: 1 };

describe('a quiz attempt’s answers', () => {
  it('opens with what was saved, and an unanswered ordering question as its items are shown', () => {
    expect(initialAnswers([ordering, short], {})).toEqual({ 'q-order': { kind: 'ordering', item_ids: ['b', 'a'] } });
    const saved = { 'q-order': { kind: 'ordering' as const, item_ids: ['a', 'b'] }, 'q-short': { kind: 'short_answer' as const, text: '5' } };
    expect(initialAnswers([ordering, short], saved)).toEqual(saved);
  });

  it('drops an answer left empty and counts the questions answered', () => {
    const sheet = withAnswer({}, 'q-short', { kind: 'short_answer', text: '5' });
    expect(answeredCount([ordering, short], sheet)).toBe(1);
    expect(withAnswer(sheet, 'q-short', { kind: 'short_answer', text: '  ' })).toEqual({});
    expect(withAnswer(sheet, 'q-m', { kind: 'multiple', choice_ids: [] })).toEqual(sheet);
    expect(withAnswer(sheet, 'q-short', undefined)).toEqual({});
  });

  it('moves an item one place, and not past either end', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});

describe('the countdown', () => {
  it('counts whole seconds to the deadline and writes them as a clock', () => {
    const now = Date.parse('2026-11-26T09:00:00.000Z');
    expect(secondsLeft('2026-11-26T09:15:00.000Z', now)).toBe(900);
    expect(secondsLeft('2026-11-26T09:00:00.400Z', now)).toBe(1);
    expect(secondsLeft('2026-11-26T08:59:00.000Z', now)).toBe(0);
    expect(formatClock(900)).toBe('15:00');
    expect(formatClock(61)).toBe('1:01');
    expect(formatClock(3725)).toBe('1:02:05');
  });
});
