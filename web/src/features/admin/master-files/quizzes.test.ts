import { quizInput } from '@lm/shared';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { errorsOf, payloadOf, validateWith, valuesOf, type FormValues } from '../form/values';
import type { FieldDef } from '../form/fields';
import { choicesOf, markCorrect, moved, newChoice, nextId, pairsOf, settingsOf, sentText, typedNumber, errorsOfEntry, linesOf } from '../lib/quiz-editing';
import { paymentMethods } from './commerce';
import { liveRooms } from './live-rooms';
import { quizQuestions, quizzes } from './quizzes';

await i18next.init({ lng: 'en', resources: {}, initAsync: false });
await import('../i18n');

const check = quizQuestions.check!;
const text = (en: string) => ({ edited: { th: '', en } });

/** A new question's form with the kind chosen and what an administrator types. */
function question(kind: string, typed: FormValues): FormValues {
  return { ...valuesOf(quizQuestions.fields), category_id: 'cat-1', kind, text: text('Which is a list?'), ...typed };
}

describe('the question form', () => {
  it.each([
    ['single', { choices: { edited: markCorrect(choicesOf(undefined).map((choice, i) => ({ ...choice, text: { th: '', en: `Choice ${i}` } })), 1, true, true) } }],
    ['multiple', { choices: { edited: choicesOf(undefined).map((choice) => ({ ...choice, text: { th: 'ก', en: '' }, correct: true })) }, partial: true }],
    ['true_false', { answer: true }],
    ['short_answer', { accepted: { edited: linesOf('list\n  a list \n\n') }, match: 'exact' }],
    ['matching', { pairs: { edited: pairsOf(undefined).map((pair, i) => ({ left: { ...pair.left, text: { th: '', en: `L${i}` } }, right: { ...pair.right, text: { th: '', en: `R${i}` } } })) } }],
    ['ordering', { items: { edited: [{ id: 'i1', text: { th: 'หนึ่ง', en: 'One' } }, { id: 'i2', text: { th: 'สอง', en: 'Two' } }] } }],
  ] as const)('sends a %s question as the server’s schema takes it, without the fields of other kinds', (kind, typed) => {
    const payload = payloadOf(quizQuestions.fields, question(kind, typed as FormValues));
    const checked = validateWith(check, quizQuestions.fields, payload);
    expect(checked).toHaveProperty('data');
    expect((checked as { data: { kind: string } }).data.kind).toBe(kind);
    const others = ['choices', 'partial', 'answer', 'accepted', 'match', 'pairs', 'items'].filter((name) => !(name in (typed as object)) && !(kind === 'multiple' && name === 'choices'));
    for (const name of others) expect(payload, name).not.toHaveProperty(name);
  });

  it('leaves an explanation with no text out, and names a missing question text in the form’s words', () => {
    const payload = payloadOf(quizQuestions.fields, question('true_false', { answer: false, text: { edited: sentText({ th: ' ', en: '' }) } }));
    expect(payload).not.toHaveProperty('explanation');
    const checked = validateWith(check, quizQuestions.fields, payload);
    expect(checked).toEqual({ errors: { text: 'Question text is required.' } });
  });

  it('keeps a message about one choice under its path, for the editor to show beside it', () => {
    const payload = payloadOf(quizQuestions.fields, question('single', { choices: { edited: choicesOf(undefined) } }));
    const checked = validateWith(check, quizQuestions.fields, payload) as { errors: Record<string, string> };
    expect(checked.errors['choices.0.text']).toBe('Choice text is required.');
    expect(checked.errors.choices).toBeDefined();
    expect(errorsOfEntry({ '0.text.en': 'a', '1.text.th': 'b', '1': 'c' }, 1)).toEqual({ 'text.th': 'b', '': 'c' });
  });

  it('names the server’s refusal of a field the form shows', () => {
    expect(errorsOf({ category_id: ['There is no quiz category with this id.'] }, quizQuestions.fields)).toEqual({ category_id: 'There is no quiz category with this id.' });
  });

  it('gives new choices, pairs and items ids of their own, and one correct choice for single answers', () => {
    expect(nextId('c', ['c1', 'c3'])).toBe('c2');
    const choices = [...choicesOf(undefined), newChoice(choicesOf(undefined))];
    expect(choices.map((choice) => choice.id)).toEqual(['c1', 'c2', 'c3']);
    const one = markCorrect(markCorrect(choices, 0, true, true), 2, true, true);
    expect(one.map((choice) => choice.correct)).toEqual([false, false, true]);
    expect(markCorrect(one, 0, true, false).map((choice) => choice.correct)).toEqual([true, false, true]);
    expect(pairsOf(undefined).map((pair) => [pair.left.id, pair.right.id])).toEqual([
      ['l1', 'r1'],
      ['l2', 'r2'],
    ]);
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });
});

describe('the quiz form', () => {
  const fields: readonly FieldDef[] = quizzes.fields;

  it('starts a new quiz with settings the server takes once it has questions', () => {
    const values = { ...valuesOf(fields), title_en: 'Python basics', category_id: 'cat-1' };
    const empty = validateWith(quizInput, fields, payloadOf(fields, values));
    expect(empty).toEqual({ errors: { settings: 'A quiz needs at least one question: a fixed question or a draw.', 'settings.questions': 'A quiz needs at least one question: a fixed question or a draw.' } });
    const settings = settingsOf(undefined);
    const drawn = { ...values, settings: { edited: { ...settings, attempts_allowed: typedNumber('3', null), time_limit_minutes: typedNumber('', null), questions: { fixed: ['q-1'], draws: [{ category_id: 'cat-1', count: 2 }] } } } };
    expect(validateWith(quizInput, fields, payloadOf(fields, drawn))).toHaveProperty('data.settings.attempts_allowed', 3);
  });

  it('names a settings message by its path, so the editor shows it beside its input', () => {
    const values = { ...valuesOf(fields), title_th: 'แบบทดสอบ', category_id: 'cat-1', settings: { edited: { ...settingsOf(undefined), pass_percent: 120, questions: { fixed: ['q-1'], draws: [] } } } };
    const checked = validateWith(quizInput, fields, payloadOf(fields, values)) as { errors: Record<string, string> };
    expect(checked.errors['settings.pass_percent']).toBe('pass_percent must be at most 100.');
  });
});

describe('rows kept in Thai and English', () => {
  it('are named in the reader’s language, the other when it is empty, or by their id', async () => {
    const method = { id: 'pay-card', name_th: 'บัตรเครดิต', name_en: 'Credit card' };
    const room = { id: 'room-1', title_th: 'ไพธอนสด', title_en: 'Python live' };
    try {
      await i18next.changeLanguage('th');
      expect(paymentMethods.rowLabel(method)).toBe('บัตรเครดิต');
      expect(liveRooms.rowLabel(room)).toBe('ไพธอนสด');
      expect(liveRooms.rowLabel({ ...room, title_th: '' })).toBe('Python live');
      await i18next.changeLanguage('en');
      expect(liveRooms.rowLabel(room)).toBe('Python live');
      expect(paymentMethods.rowLabel(method)).toBe('Credit card');
      expect(quizzes.rowLabel({ id: 'quiz-1', title_th: '', title_en: '' })).toBe('quiz-1');
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});

describe('the quizzes screen’s words', () => {
  it('words the question kinds, the editors and the settings in English and Thai', () => {
    for (const prefix of ['masterFiles.quizKinds', 'masterFiles.quizEditor', 'masterFiles.quizFields', 'masterFiles.quizQuestions']) {
      const en = i18next.getResource('en', 'translation', prefix) as Record<string, unknown>;
      const th = i18next.getResource('th', 'translation', prefix) as Record<string, unknown>;
      expect(Object.keys(th).sort(), prefix).toEqual(Object.keys(en).sort());
    }
    expect(i18next.t('masterFiles.quizKinds.true_false', { lng: 'th' })).toMatch(/[\u0E00-\u0E7F]/);
    for (const file of [quizzes, quizQuestions]) for (const field of file.fields) for (const lng of ['en', 'th']) expect(i18next.exists(field.label, { lng }), `${field.label} ${lng}`).toBe(true);
  });
});
