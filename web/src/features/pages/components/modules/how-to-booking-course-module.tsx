import { useTranslation } from 'react-i18next';
import { stepsData } from '../../utils/module-data';
import { ModuleSection, type ModuleProps } from '../module-section';
import { StepsList } from '../steps-list';

/** The steps of booking a session, like howtobuy's. */
export function HowToBookingCourseModule({ data, level }: ModuleProps) {
  const { t } = useTranslation();
  const parsed = stepsData.safeParse(data);
  if (!parsed.success) return null;
  return (
    <ModuleSection type="howtobookingcourse" heading={parsed.data.heading || t('pages.howToBook')} level={level}>
      <StepsList steps={parsed.data.steps} />
    </ModuleSection>
  );
}
