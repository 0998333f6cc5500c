import { SelectField } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { CURRICULUM_WORDS } from './i18n';
import { inLanguage } from '../../lib/in-language';

/** A record a lesson may show (a quiz, a homework): its titles in Thai and English. */
export interface TitledChoice {
  id: string;
  title_th: string;
  title_en: string;
}

/** The records the editor offers for one kind of lesson, as they are read. */
export type TitledChoices = { status: 'loading' } | { status: 'loaded'; items: readonly TitledChoice[] } | { status: 'failed'; message: string };

/** The lesson kinds that show a record chosen by its title. */
export type TitledKind = 'quiz' | 'homework';

interface Props {
  kind: TitledKind;
  name: string;
  value: string;
  choices: TitledChoices | undefined;
  error?: string | undefined;
  onChange(id: string): void;
}

/** Each kind's words: the label, the empty choice, loading, none yet, the hint and a record gone. */
const WORDS: Record<TitledKind, { label: string; choose: string; loading: string; none: string; hint: string; unknown: string }> = {
  quiz: { label: 'quiz', choose: 'chooseQuiz', loading: 'quizzesLoading', none: 'noQuizzes', hint: 'quizHint', unknown: 'unknownQuiz' },
  homework: { label: 'homework', choose: 'chooseHomework', loading: 'homeworkLoading', none: 'noHomework', hint: 'homeworkHint', unknown: 'unknownHomework' },
};

/**
 * A quiz or homework lesson's record, chosen by its title in the reader's language (decisions 0040
 * and 0041). A record deleted since, or the lesson's record when the list could not be read, stays
 * visible by its id, so the lesson does not lose it unseen (the server refuses a missing one on save).
 */
export function TitledSelect({ kind, name, value, choices, error, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const words = WORDS[kind];
  const word = (key: string, params: Record<string, string> = {}) => t(`${CURRICULUM_WORDS}.${key}`, params);
  const options = choices?.status === 'loaded' ? choices.items : [];
  const titleOf = (choice: TitledChoice) => inLanguage(i18n.language, choice.title_th, choice.title_en) || choice.id;
  const missing = value !== '' && choices?.status !== 'loading' && !options.some((choice) => choice.id === value);
  const hint = choices?.status === 'failed' ? choices.message : choices?.status === 'loading' ? word(words.loading) : options.length === 0 ? word(words.none) : word(words.hint);
  return (
    <SelectField name={name} label={word(words.label)} value={value} isDisabled={choices?.status === 'loading'} descriptiveText={hint} hasError={!!error} errorMessage={error} onChange={(event) => onChange(event.target.value)}>
      <option value="">{word(words.choose)}</option>
      {missing && <option value={value}>{choices?.status === 'loaded' ? word(words.unknown, { id: value }) : value}</option>}
      {[...options]
        .sort((a, b) => titleOf(a).localeCompare(titleOf(b), i18n.language))
        .map((choice) => (
          <option key={choice.id} value={choice.id}>
            {titleOf(choice)}
          </option>
        ))}
    </SelectField>
  );
}
