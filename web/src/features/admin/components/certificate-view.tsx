import { Link, View } from '@aws-amplify/ui-react';
import { certificateVerifyPath } from '@lm/shared';
import { useTranslation } from 'react-i18next';
import { stampText } from '../lib/cell-text';
import type { RecordViewProps } from '../types';

const FIELDS = ['number', 'student_name', 'user_id', 'course_title', 'course_id', 'instructor', 'category_id', 'completed_at', 'issued_at', 'issued_by', 'reason', 'admin_id'] as const;

/**
 * An issued certificate as the back office reads it (decision 0042): who, which course, when, and
 * how it came to be (a completion, or an administrator's hand with the reason kept). A wrong one
 * is withdrawn from the table.
 */
export default function CertificateView({ record }: RecordViewProps) {
  const { t } = useTranslation();
  const shown = FIELDS.filter((field) => record[field] !== undefined && record[field] !== '');
  const text = (field: (typeof FIELDS)[number]) =>
    field.endsWith('_at') ? stampText(record[field]) : field === 'issued_by' ? t(`masterFiles.certificates.issuedBy.${String(record[field])}`) : String(record[field]);
  return (
    <View as="section" className="record-view__section" aria-label={t('masterFiles.certificates.about')}>
      <dl className="record-view__facts">
        {shown.map((field) => (
          <div key={field} className="record-view__fact">
            <dt>{t(`masterFiles.fields.${field}`)}</dt>
            <dd>{text(field)}</dd>
          </div>
        ))}
      </dl>
      <Link href={certificateVerifyPath(String(record.number))} isExternal>
        {t('masterFiles.certificates.verify')}
      </Link>
    </View>
  );
}
