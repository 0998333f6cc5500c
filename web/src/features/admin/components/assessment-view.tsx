import { Heading, View } from '@aws-amplify/ui-react';
import { RUBRIC_CRITERIA, type RubricScores } from '@lm/shared';
import { useTranslation } from 'react-i18next';
import { stampText } from '../lib/cell-text';
import type { RecordViewProps } from '../types';

/** The fields an assessment of any kind may hold, in the order they are read. */
const FIELDS = ['course_title', 'course_id', 'instructor_name', 'instructor_user_id', 'student_name', 'student_id', 'user_id', 'rating', 'average', 'review', 'comment', 'created_at', 'updated_at'] as const;

/**
 * An assessment as the back office reads it (decision 0043): who wrote it of whom, in which
 * course, its rating or its rubric's scores, and its words. Nothing here changes it; a wrong one
 * is deleted from the table.
 */
export default function AssessmentView({ record }: RecordViewProps) {
  const { t } = useTranslation();
  const scores = record.scores as RubricScores | undefined;
  const shown = FIELDS.filter((field) => record[field] !== undefined && record[field] !== '');
  return (
    <View as="section" className="record-view__section" aria-label={t('masterFiles.assessmentView.about')}>
      <dl className="record-view__facts">
        {shown.map((field) => (
          <div key={field} className="record-view__fact">
            <dt>{t(`masterFiles.assessmentColumns.${field}`)}</dt>
            <dd>{field.endsWith('_at') ? stampText(record[field]) : String(record[field])}</dd>
          </div>
        ))}
      </dl>
      {scores && (
        <>
          <Heading level={3}>{t('masterFiles.assessmentView.scores')}</Heading>
          <dl className="record-view__facts">
            {RUBRIC_CRITERIA.map((criterion) => (
              <div key={criterion} className="record-view__fact">
                <dt>{t(`masterFiles.assessmentView.${criterion}`)}</dt>
                <dd>{scores[criterion]} / 5</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </View>
  );
}
