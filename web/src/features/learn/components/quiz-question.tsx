import { textIn, type PublicQuizQuestion, type QuizAnswer } from '@lm/shared';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicImage } from '../api/get-public-image';
import { moveItem } from '../utils/quiz';

interface Props {
  question: PublicQuizQuestion;
  number: number;
  count: number;
  answer: QuizAnswer | undefined;
  language: 'th' | 'en';
  onChange(answer: QuizAnswer | undefined): void;
}

/**
 * A question's picture from the images file, its title as the alt text (the question's number when
 * it has none); nothing while it loads or when the image has no file.
 */
export function QuestionImage({ imageId, number }: { imageId: string; number: number }) {
  const { t } = useTranslation();
  const image = usePublicImage(imageId);
  if (!image.data) return null;
  return <img className="ln-quiz__image" src={image.data.url} width={image.data.width} height={image.data.height} alt={image.data.title || t('learn.quiz.imageAlt', { number })} loading="lazy" decoding="async" />;
}

/** One question of an attempt as a fieldset: its text as the legend, and the inputs of its kind, each labelled. */
export function QuizQuestionField({ question, number, count, answer, language, onChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const text = (value: { th: string; en: string }) => textIn(value, language);
  // The item just moved keeps the focus on its button (the other one once it reaches an end): the list re-renders under it.
  const moved = useRef<{ itemId: string; by: -1 | 1 } | null>(null);
  useEffect(() => {
    if (!moved.current) return;
    const { itemId, by } = moved.current;
    moved.current = null;
    const button = (direction: string) => document.getElementById(`${id}-${itemId}-${direction}`) as HTMLButtonElement | null;
    const same = button(by < 0 ? 'up' : 'down');
    (same && !same.disabled ? same : button(by < 0 ? 'down' : 'up'))?.focus();
  });

  let inputs;
  switch (question.kind) {
    case 'single':
      inputs = (
        <div className="ln-quiz__options">
          <p className="ln-muted ln-quiz__hint">{t('learn.quiz.chooseOne')}</p>
          {question.choices.map((choice) => (
            <label key={choice.id} className="ln-quiz__option">
              <input type="radio" name={id} checked={answer?.kind === 'single' && answer.choice_id === choice.id} onChange={() => onChange({ kind: 'single', choice_id: choice.id })} />
              <span>{text(choice.text)}</span>
            </label>
          ))}
        </div>
      );
      break;
    case 'multiple': {
      const chosen = answer?.kind === 'multiple' ? answer.choice_ids : [];
      inputs = (
        <div className="ln-quiz__options">
          <p className="ln-muted ln-quiz__hint">{t('learn.quiz.chooseMany')}</p>
          {question.choices.map((choice) => (
            <label key={choice.id} className="ln-quiz__option">
              <input
                type="checkbox"
                checked={chosen.includes(choice.id)}
                onChange={(event) =>
                  onChange({
                    kind: 'multiple',
                    // Kept in the order the choices show.
                    choice_ids: question.choices.map((one) => one.id).filter((one) => (one === choice.id ? event.target.checked : chosen.includes(one))),
                  })
                }
              />
              <span>{text(choice.text)}</span>
            </label>
          ))}
        </div>
      );
      break;
    }
    case 'true_false':
      inputs = (
        <div className="ln-quiz__options">
          {[true, false].map((value) => (
            <label key={String(value)} className="ln-quiz__option">
              <input type="radio" name={id} checked={answer?.kind === 'true_false' && answer.value === value} onChange={() => onChange({ kind: 'true_false', value })} />
              <span>{t(value ? 'learn.quiz.true' : 'learn.quiz.false')}</span>
            </label>
          ))}
        </div>
      );
      break;
    case 'short_answer':
      inputs = (
        <div className="ln-quiz__options">
          <div className="ln-quiz__text">
            <label htmlFor={`${id}-text`}>{t('learn.quiz.yourAnswer')}</label>
            <input
              id={`${id}-text`}
              type="text"
              maxLength={500}
              autoComplete="off"
              value={answer?.kind === 'short_answer' ? answer.text : ''}
              onChange={(event) => onChange({ kind: 'short_answer', text: event.target.value })}
            />
          </div>
        </div>
      );
      break;
    case 'matching': {
      const pairs = answer?.kind === 'matching' ? answer.pairs : {};
      inputs = (
        <div className="ln-quiz__options ln-quiz__matching">
          {question.left.map((left) => (
            <div key={left.id} className="ln-quiz__pair">
              <label className="ln-quiz__left" htmlFor={`${id}-${left.id}`}>
                {text(left.text)}
              </label>
              <select
                id={`${id}-${left.id}`}
                value={pairs[left.id] ?? ''}
                onChange={(event) => {
                  const next = { ...pairs };
                  if (event.target.value) next[left.id] = event.target.value;
                  else delete next[left.id];
                  onChange({ kind: 'matching', pairs: next });
                }}
              >
                <option value="">{t('learn.quiz.choose')}</option>
                {question.right.map((right) => (
                  <option key={right.id} value={right.id}>
                    {text(right.text)}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
      );
      break;
    }
    case 'ordering': {
      const order = answer?.kind === 'ordering' ? answer.item_ids : question.items.map((item) => item.id);
      const items = new Map(question.items.map((item) => [item.id, item]));
      inputs = (
        <div className="ln-quiz__options">
          <p className="ln-muted ln-quiz__hint">{t('learn.quiz.orderHint')}</p>
          <ol className="ln-quiz__order">
            {order.map((itemId, index) => {
              const label = text(items.get(itemId)?.text ?? { th: itemId, en: itemId });
              const move = (by: -1 | 1) => {
                moved.current = { itemId, by };
                onChange({ kind: 'ordering', item_ids: moveItem(order, index, by) });
              };
              return (
                <li key={itemId} className="ln-quiz__item">
                  <span className="ln-quiz__item-text">{label}</span>
                  <button id={`${id}-${itemId}-up`} type="button" className="button ln-quiz__move" aria-label={t('learn.quiz.moveUp', { item: label })} disabled={index === 0} onClick={() => move(-1)}>
                    <span aria-hidden="true">↑</span>
                  </button>
                  <button id={`${id}-${itemId}-down`} type="button" className="button ln-quiz__move" aria-label={t('learn.quiz.moveDown', { item: label })} disabled={index === order.length - 1} onClick={() => move(1)}>
                    <span aria-hidden="true">↓</span>
                  </button>
                </li>
              );
            })}
          </ol>
        </div>
      );
      break;
    }
  }

  return (
    <fieldset className="ln-quiz__question">
      <legend className="ln-quiz__legend">
        <span className="ln-quiz__number">{t('learn.quiz.question', { number, count })}</span> <span className="ln-quiz__text-of">{text(question.text)}</span>{' '}
        <span className="ln-muted ln-quiz__points">({t('learn.quiz.points', { count: question.points })})</span>
      </legend>
      {question.image_id && <QuestionImage imageId={question.image_id} number={number} />}
      {inputs}
    </fieldset>
  );
}
