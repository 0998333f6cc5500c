import { Flex, SelectField } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../../lib/store';
import { useFieldOptions } from '../api/get-field-options';
import { setScope, update } from '../stores/table';
import type { TableToolbarProps } from '../types';

const COURSES = { records: 'courses' } as const;
const SPANS = ['7', '14', '30', '90'] as const;

/** The daily activity screen's controls (decision 0045): one course or all, and how many days back. */
export default function CourseActivityToolbar({ store }: TableToolbarProps) {
  const { t } = useTranslation();
  const scope = useStore(store, (state) => state.scope);
  const courses = useFieldOptions(COURSES);
  return (
    <section className="master-filters" aria-label={t('masterFiles.dailyActivity.scope')}>
      <Flex wrap="wrap" alignItems="flex-end" gap="0.75rem">
        <SelectField label={t('masterFiles.dailyActivity.course')} value={scope.course_id ?? ''} onChange={(event) => update(store, (state) => setScope(state, 'course_id', event.target.value))}>
          <option value="">{t('masterFiles.dailyActivity.allCourses')}</option>
          {(courses?.status === 'loaded' ? courses.options : []).map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('masterFiles.dailyActivity.days')} value={scope.days ?? '30'} onChange={(event) => update(store, (state) => setScope(state, 'days', event.target.value))}>
          {SPANS.map((span) => (
            <option key={span} value={span}>
              {t('masterFiles.dailyActivity.lastDays', { count: Number(span) })}
            </option>
          ))}
        </SelectField>
      </Flex>
    </section>
  );
}
