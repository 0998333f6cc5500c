import { useTranslation } from 'react-i18next';

/** Numbered steps, each with its number said before its title. */
export function StepsList({ steps }: { steps: readonly { title: string; body: string }[] }) {
  const { t } = useTranslation();
  return (
    <ol className="cp-steps">
      {steps.map((step, index) => (
        <li key={`${index}-${step.title}`} className="cp-steps__step">
          <span className="cp-steps__number" aria-hidden="true">
            {index + 1}
          </span>
          <p className="cp-steps__title">
            <span className="sf-visually-hidden">{t('pages.steps', { index: index + 1 })}: </span>
            {step.title}
          </p>
          {step.body && <p className="cp-steps__body">{step.body}</p>}
        </li>
      ))}
    </ol>
  );
}
