import { useTranslation } from 'react-i18next';
import { howToBuyData } from '../../utils/module-data';
import { ModuleSection, type ModuleProps } from '../module-section';

export function HowToBuyModule({ data, level }: ModuleProps) {
  const { t } = useTranslation();
  const parsed = howToBuyData.safeParse(data);
  if (!parsed.success) return null;
  const { heading, steps } = parsed.data;
  return (
    <ModuleSection type="howtobuy" heading={heading} level={level}>
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
    </ModuleSection>
  );
}
