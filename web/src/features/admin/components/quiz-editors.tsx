import { Button, CheckboxField, Fieldset, Flex, SelectField, Text, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { SHOW_ANSWERS, textIn, type BilingualText, type QuestionDraw, type QuizSettingsInput } from '@lm/shared';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldOptions } from '../api/get-field-options';
import { labelOf } from '../form/field-inputs';
import { withLabels, type CustomInputProps } from '../form/fields';
import { languageOf } from '../../../lib/in-language';
import {
  bilingualOf,
  choicesOf,
  errorsOfEntry,
  itemsOf,
  linesOf,
  markCorrect,
  moved,
  newChoice,
  newItem,
  newPair,
  pairsOf,
  sentText,
  settingsOf,
  typedNumber,
} from '../lib/quiz-editing';

/**
 * The quizzes' custom editors of the form engine (decision 0040): a text in Thai and English, a
 * question's choices, pairs and items, its accepted answers, and a quiz's settings. Each sends the
 * value as the shared schema takes it, and shows the server's messages beside what they name.
 */

const WORDS = 'masterFiles.quizEditor';

function Problem({ children }: { children?: ReactNode }) {
  return children ? (
    <Text variation="error" role="alert">
      {children}
    </Text>
  ) : null;
}

/** The messages left when those shown in place are taken out. */
const rest = (errors: Readonly<Record<string, string>>, shown: readonly string[]) =>
  Object.entries(errors)
    .filter(([path]) => !shown.includes(path))
    .map(([, message]) => message)
    .filter((message, index, all) => all.indexOf(message) === index)
    .join(' ');

interface TextPairProps {
  name: string;
  /** Says which text it is ("Choice 2"). */
  label: string;
  value: BilingualText;
  errors?: Readonly<Record<string, string>>;
  rows?: number;
  onChange(value: BilingualText): void;
}

/** A Thai and an English input side by side. */
function TextPair({ name, label, value, errors = {}, rows = 1, onChange }: TextPairProps) {
  const { t } = useTranslation();
  const props = (language: 'th' | 'en') => ({
    name: `${name}.${language}`,
    label: t(`${WORDS}.${language}`, { label }),
    value: value[language],
    hasError: !!errors[language],
    errorMessage: errors[language],
    onChange: (event: { target: { value: string } }) => onChange({ ...value, [language]: event.target.value }),
  });
  return (
    <Flex gap="0.5rem" wrap="wrap" className="quiz-editor__pair">
      {(['th', 'en'] as const).map((language) => (
        <div key={language} style={{ flex: '1 1 14rem' }}>
          {rows > 1 ? <TextAreaField {...props(language)} rows={rows} /> : <TextField {...props(language)} />}
        </div>
      ))}
    </Flex>
  );
}

/** A text in Thai and English (a question's text, its explanation); both left empty sends none. */
export function BilingualEditor({ field, value, error, errors, onChange }: CustomInputProps) {
  const { t } = useTranslation();
  const label = labelOf(t, field);
  return (
    <Fieldset legend={label} variation="outlined" direction="column" gap="0.5rem">
      {field.hint && <Text variation="tertiary">{t(field.hint)}</Text>}
      <TextPair name={field.name} label={label} rows={3} value={bilingualOf(value)} errors={errors} onChange={(text) => onChange(sentText(text))} />
      <Problem>{[error, rest(errors, ['th', 'en'])].filter(Boolean).join(' ')}</Problem>
    </Fieldset>
  );
}

interface RowControlsProps {
  index: number;
  count: number;
  /** "Choice 2". */
  name: string;
  min: number;
  onMove(by: -1 | 1): void;
  onRemove(): void;
}

function RowControls({ index, count, name, min, onMove, onRemove }: RowControlsProps) {
  const { t } = useTranslation();
  return (
    <Flex gap="0.25rem" wrap="wrap">
      <Button size="small" isDisabled={index === 0} onClick={() => onMove(-1)}>
        {t(`${WORDS}.moveUp`, { name })}
      </Button>
      <Button size="small" isDisabled={index === count - 1} onClick={() => onMove(1)}>
        {t(`${WORDS}.moveDown`, { name })}
      </Button>
      <Button size="small" variation="link" isDisabled={count <= min} onClick={onRemove}>
        {t(`${WORDS}.remove`, { name })}
      </Button>
    </Flex>
  );
}

/** Messages about a text under `prefix` (`left.text`), keyed by language. */
const textErrors = (errors: Readonly<Record<string, string>>, prefix: string) =>
  Object.fromEntries(Object.entries(errors).flatMap(([path, message]) => (path.startsWith(`${prefix}.`) ? [[path.slice(prefix.length + 1), message]] : [])));

/** A single- or multiple-answer question's choices, each in Thai and English, the correct ones marked (one only for single). */
export function ChoicesEditor({ field, value, values, error, errors, onChange }: CustomInputProps) {
  const { t } = useTranslation();
  const group = useId();
  const single = values.kind === 'single';
  const choices = choicesOf(value);
  return (
    <Fieldset legend={labelOf(t, field)} variation="outlined" direction="column" gap="0.75rem">
      <Text variation="tertiary">{t(single ? `${WORDS}.singleHint` : `${WORDS}.multipleHint`)}</Text>
      <ol className="quiz-editor__list">
        {choices.map((choice, index) => {
          const name = t(`${WORDS}.choice`, { number: index + 1 });
          const own = errorsOfEntry(errors, index);
          return (
            <li key={choice.id} className="quiz-editor__row">
              <TextPair name={`${field.name}.${index}.text`} label={name} value={choice.text} errors={textErrors(own, 'text')} onChange={(text) => onChange(choices.map((one, i) => (i === index ? { ...one, text } : one)))} />
              {single ? (
                <label className="quiz-editor__correct">
                  <input type="radio" name={`${group}-correct`} checked={choice.correct} onChange={() => onChange(markCorrect(choices, index, true, true))} /> {t(`${WORDS}.correctOne`, { name })}
                </label>
              ) : (
                <CheckboxField name={`${field.name}.${index}.correct`} value="true" label={t(`${WORDS}.correctOne`, { name })} checked={choice.correct} onChange={(event) => onChange(markCorrect(choices, index, event.target.checked, false))} />
              )}
              <RowControls index={index} count={choices.length} name={name} min={2} onMove={(by) => onChange(moved(choices, index, by))} onRemove={() => onChange(choices.filter((_, i) => i !== index))} />
              <Problem>{rest(own, ['text.th', 'text.en'])}</Problem>
            </li>
          );
        })}
      </ol>
      <Button size="small" alignSelf="flex-start" onClick={() => onChange([...choices, newChoice(choices)])}>
        {t(`${WORDS}.addChoice`)}
      </Button>
      <Problem>{[error, errors[''] ?? ''].filter(Boolean).join(' ')}</Problem>
    </Fieldset>
  );
}

/** Matching's pairs: each left item with the right item it matches, in Thai and English; students see the right items shuffled. */
export function PairsEditor({ field, value, error, errors, onChange }: CustomInputProps) {
  const { t } = useTranslation();
  const pairs = pairsOf(value);
  return (
    <Fieldset legend={labelOf(t, field)} variation="outlined" direction="column" gap="0.75rem">
      <Text variation="tertiary">{t(`${WORDS}.pairsHint`)}</Text>
      <ol className="quiz-editor__list">
        {pairs.map((pair, index) => {
          const name = t(`${WORDS}.pair`, { number: index + 1 });
          const own = errorsOfEntry(errors, index);
          const change = (side: 'left' | 'right', text: BilingualText) => onChange(pairs.map((one, i) => (i === index ? { ...one, [side]: { ...one[side], text } } : one)));
          return (
            <li key={`${pair.left.id}-${pair.right.id}`} className="quiz-editor__row">
              <TextPair name={`${field.name}.${index}.left`} label={t(`${WORDS}.left`, { name })} value={pair.left.text} errors={textErrors(own, 'left.text')} onChange={(text) => change('left', text)} />
              <TextPair name={`${field.name}.${index}.right`} label={t(`${WORDS}.right`, { name })} value={pair.right.text} errors={textErrors(own, 'right.text')} onChange={(text) => change('right', text)} />
              <RowControls index={index} count={pairs.length} name={name} min={2} onMove={(by) => onChange(moved(pairs, index, by))} onRemove={() => onChange(pairs.filter((_, i) => i !== index))} />
              <Problem>{rest(own, ['left.text.th', 'left.text.en', 'right.text.th', 'right.text.en'])}</Problem>
            </li>
          );
        })}
      </ol>
      <Button size="small" alignSelf="flex-start" onClick={() => onChange([...pairs, newPair(pairs)])}>
        {t(`${WORDS}.addPair`)}
      </Button>
      <Problem>{[error, errors[''] ?? ''].filter(Boolean).join(' ')}</Problem>
    </Fieldset>
  );
}

/** Ordering's items in their correct order, in Thai and English; students see them shuffled and put them back in order. */
export function ItemsEditor({ field, value, error, errors, onChange }: CustomInputProps) {
  const { t } = useTranslation();
  const items = itemsOf(value);
  return (
    <Fieldset legend={labelOf(t, field)} variation="outlined" direction="column" gap="0.75rem">
      <Text variation="tertiary">{t(`${WORDS}.itemsHint`)}</Text>
      <ol className="quiz-editor__list">
        {items.map((item, index) => {
          const name = t(`${WORDS}.item`, { number: index + 1 });
          const own = errorsOfEntry(errors, index);
          return (
            <li key={item.id} className="quiz-editor__row">
              <TextPair name={`${field.name}.${index}.text`} label={name} value={item.text} errors={textErrors(own, 'text')} onChange={(text) => onChange(items.map((one, i) => (i === index ? { ...one, text } : one)))} />
              <RowControls index={index} count={items.length} name={name} min={2} onMove={(by) => onChange(moved(items, index, by))} onRemove={() => onChange(items.filter((_, i) => i !== index))} />
              <Problem>{rest(own, ['text.th', 'text.en'])}</Problem>
            </li>
          );
        })}
      </ol>
      <Button size="small" alignSelf="flex-start" onClick={() => onChange([...items, newItem(items)])}>
        {t(`${WORDS}.addItem`)}
      </Button>
      <Problem>{[error, errors[''] ?? ''].filter(Boolean).join(' ')}</Problem>
    </Fieldset>
  );
}

/** Short answer's accepted answers, one a line (an answer may hold commas: "1,000"). */
export function LinesEditor({ field, value, error, errors, onChange }: CustomInputProps) {
  const { t } = useTranslation();
  const lines = Array.isArray(value) ? (value as unknown[]).map(String) : [];
  const message = [error, rest(errors, [])].filter(Boolean).join(' ');
  return (
    <TextAreaField
      name={field.name}
      label={labelOf(t, field)}
      descriptiveText={field.hint ? t(field.hint) : undefined}
      rows={4}
      defaultValue={lines.join('\n')}
      hasError={!!message}
      errorMessage={message}
      onChange={(event) => onChange(linesOf(event.target.value))}
    />
  );
}

/**
 * A quiz's settings: the pass mark, attempts and time limit (empty for no limit), shuffling, when
 * answers show, and its questions: fixed questions of the banks and draws of a number from a
 * category's bank. The server checks that the banks hold enough.
 */
export function QuizSettingsEditor({ field, value, error, errors: raw, onChange }: CustomInputProps) {
  const { t, i18n } = useTranslation();
  // The settings' messages name their keys: in the editor's words.
  const named = Object.fromEntries(['pass_percent', 'attempts_allowed', 'time_limit_minutes', 'show_answers', 'count'].map((key) => [key, t(`${WORDS}.${key === 'count' ? 'drawCountWord' : key}`)]));
  const errors = Object.fromEntries(Object.entries(raw).map(([path, message]) => [path, withLabels(message, named)]));
  const settings = settingsOf(value);
  const questions = useFieldOptions({ records: 'quizQuestions' });
  const categories = useFieldOptions({ records: 'quizCategories' });
  const word = (key: string, params: Record<string, unknown> = {}) => t(`${WORDS}.${key}`, params);
  const set = (patch: Partial<QuizSettingsInput>) => onChange({ ...settings, ...patch });
  const picks = settings.questions ?? { fixed: [], draws: [] };
  const fixed = picks.fixed ?? [];
  const draws = picks.draws ?? [];
  const setDraws = (next: QuestionDraw[]) => set({ questions: { fixed, draws: next } });
  const number = (key: 'pass_percent' | 'attempts_allowed' | 'time_limit_minutes', empty: null | undefined, hint?: string) => (
    <TextField
      name={`${field.name}.${key}`}
      label={word(key)}
      descriptiveText={hint ? word(hint) : undefined}
      type="number"
      inputMode="numeric"
      min={key === 'pass_percent' ? 0 : 1}
      max={key === 'pass_percent' ? 100 : undefined}
      step={1}
      value={settings[key] === null || settings[key] === undefined ? '' : String(settings[key])}
      hasError={!!errors[key]}
      errorMessage={errors[key]}
      onChange={(event) => set({ [key]: typedNumber(event.target.value, empty) } as Partial<QuizSettingsInput>)}
    />
  );
  const categoryName = (id: string | undefined) => (categories?.status === 'loaded' ? categories.options.find((option) => option.id === id)?.name : undefined) ?? id ?? '';
  const bank = questions?.status === 'loaded' ? questions.options : [];
  const language = languageOf(i18n.language);
  const drawErrors = (index: number) => errorsOfEntry(textErrors(errors, 'questions.draws'), index);
  const shownInPlace = ['pass_percent', 'attempts_allowed', 'time_limit_minutes', 'show_answers', ...draws.flatMap((_, index) => [`questions.draws.${index}.category_id`, `questions.draws.${index}.count`])];

  return (
    <Fieldset legend={labelOf(t, field)} variation="outlined" direction="column" gap="0.75rem">
      <Flex gap="0.75rem" wrap="wrap">
        {number('pass_percent', undefined, 'passHint')}
        {number('attempts_allowed', null, 'noLimit')}
        {number('time_limit_minutes', null, 'noLimit')}
      </Flex>
      <Flex gap="1rem" wrap="wrap">
        <CheckboxField name={`${field.name}.shuffle_questions`} value="true" label={word('shuffle_questions')} checked={settings.shuffle_questions === true} onChange={(event) => set({ shuffle_questions: event.target.checked })} />
        <CheckboxField name={`${field.name}.shuffle_choices`} value="true" label={word('shuffle_choices')} checked={settings.shuffle_choices === true} onChange={(event) => set({ shuffle_choices: event.target.checked })} />
      </Flex>
      <SelectField
        name={`${field.name}.show_answers`}
        label={word('show_answers')}
        value={settings.show_answers ?? 'after_submit'}
        hasError={!!errors.show_answers}
        errorMessage={errors.show_answers}
        onChange={(event) => set({ show_answers: event.target.value as QuizSettingsInput['show_answers'] })}
      >
        {SHOW_ANSWERS.map((rule) => (
          <option key={rule} value={rule}>
            {word(`showAnswers.${rule}`)}
          </option>
        ))}
      </SelectField>
      <Fieldset legend={word('fixed')} variation="outlined" direction="column" gap="0.25rem">
        <Text variation="tertiary">{word('fixedHint')}</Text>
        {questions?.status === 'loading' && <Text variation="tertiary">{t('form.loading')}</Text>}
        {questions?.status === 'failed' && <Text variation="error">{questions.message}</Text>}
        {questions?.status === 'loaded' && bank.length === 0 && <Text variation="tertiary">{word('noQuestions')}</Text>}
        <div className="form-choices__list">
          {[...bank, ...fixed.filter((id) => !bank.some((option) => option.id === id)).map((id) => ({ id, name: id, row: undefined }))].map((option) => (
            <CheckboxField
              key={option.id}
              name={`${field.name}.questions.fixed`}
              value={option.id}
              label={option.row ? `${textIn(bilingualOf(option.row.text), language) || option.id} (${categoryName(option.row.category_id as string | undefined)})` : option.name}
              checked={fixed.includes(option.id)}
              onChange={(event) => set({ questions: { draws, fixed: event.target.checked ? [...fixed, option.id] : fixed.filter((id) => id !== option.id) } })}
            />
          ))}
        </div>
        <Text variation="tertiary">{t('form.chosen', { count: fixed.length })}</Text>
      </Fieldset>
      <Fieldset legend={word('draws')} variation="outlined" direction="column" gap="0.5rem">
        <Text variation="tertiary">{word('drawsHint')}</Text>
        {draws.length === 0 && <Text variation="tertiary">{t('form.rows.none')}</Text>}
        <ol className="quiz-editor__list">
          {draws.map((draw, index) => {
            const own = drawErrors(index);
            const name = word('draw', { number: index + 1 });
            return (
              <li key={index} className="quiz-editor__row">
                <Flex gap="0.5rem" wrap="wrap" alignItems="flex-end">
                  <SelectField
                    name={`${field.name}.questions.draws.${index}.category_id`}
                    label={word('drawCategory', { name })}
                    value={draw.category_id}
                    isDisabled={categories?.status === 'loading'}
                    hasError={!!own.category_id}
                    errorMessage={own.category_id}
                    onChange={(event) => setDraws(draws.map((one, i) => (i === index ? { ...one, category_id: event.target.value } : one)))}
                  >
                    <option value="">{t('form.choose')}</option>
                    {(categories?.status === 'loaded' ? categories.options : []).map((option) => (
                      <option key={option.id} value={option.id}>
                        {option.name}
                      </option>
                    ))}
                  </SelectField>
                  <TextField
                    name={`${field.name}.questions.draws.${index}.count`}
                    label={word('drawCount', { name })}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    step={1}
                    value={String(draw.count ?? '')}
                    hasError={!!own.count}
                    errorMessage={own.count}
                    onChange={(event) => setDraws(draws.map((one, i) => (i === index ? { ...one, count: typedNumber(event.target.value, undefined) as number } : one)))}
                  />
                  <Button size="small" variation="link" onClick={() => setDraws(draws.filter((_, i) => i !== index))}>
                    {word('remove', { name })}
                  </Button>
                </Flex>
              </li>
            );
          })}
        </ol>
        <Button size="small" alignSelf="flex-start" onClick={() => setDraws([...draws, { category_id: '', count: 1 }])}>
          {word('addDraw')}
        </Button>
      </Fieldset>
      <Problem>{[error, rest(errors, shownInPlace)].filter(Boolean).join(' ')}</Problem>
    </Fieldset>
  );
}
