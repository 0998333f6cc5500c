import { View } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { stampText } from '../lib/cell-text';
import type { RecordViewProps } from '../types';

const FIELDS = ['course_title', 'lesson_title', 'author_name', 'author_role', 'created_at', 'updated_at', 'reply_count', 'hidden', 'deleted', 'parent_id'] as const;

/**
 * A comment as the back office reads it (decision 0044): where it was written, by whom, its text as
 * plain text, and whether it is hidden or kept as "comment deleted". Hide, show again and delete
 * are the steps below it and the table's.
 */
export default function CourseCommentView({ record }: RecordViewProps) {
  const { t } = useTranslation();
  const shown = FIELDS.filter((field) => record[field] !== undefined && record[field] !== '');
  const word = (field: string, value: unknown) => {
    if (field.endsWith('_at')) return stampText(value);
    if (typeof value === 'boolean') return t(value ? 'masterFiles.courseComments.yes' : 'masterFiles.courseComments.no');
    if (field === 'author_role') return t(`masterFiles.courseComments.roles.${String(value)}`);
    return String(value);
  };
  return (
    <View as="section" className="record-view__section" aria-label={t('masterFiles.courseComments.item')}>
      <p className="course-comment__text" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {record.deleted ? t('masterFiles.courseComments.deletedText') : String(record.text ?? '')}
      </p>
      <dl className="record-view__facts">
        {shown.map((field) => (
          <div key={field} className="record-view__fact">
            <dt>{t(`masterFiles.courseComments.columns.${field}`)}</dt>
            <dd>{word(field, record[field])}</dd>
          </div>
        ))}
      </dl>
    </View>
  );
}
