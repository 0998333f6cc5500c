import { Alert, Button, Flex, SelectField, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../../lib/store';
import { courseStatusCsv } from '../api/export-course-status';
import { useFieldOptions } from '../api/get-field-options';
import { downloadText } from '../lib/csv';
import { setScope, update } from '../stores/table';
import type { TableToolbarProps } from '../types';
import { localMessageOf } from '../../../lib/messages';

const COURSES = { records: 'courses' } as const;

/** The course status screen's controls (decision 0039): one course or all, a student's name or e-mail, and the rows as CSV. */
export default function CourseStatusToolbar({ file, store }: TableToolbarProps) {
  const { t } = useTranslation();
  const scope = useStore(store, (state) => state.scope);
  const courses = useFieldOptions(COURSES);
  const [search, setSearch] = useState(scope.search ?? '');
  const [exporting, setExporting] = useState(false);
  const [failed, setFailed] = useState<string>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update(store, (state) => setScope(state, 'search', search.trim()));
  }

  async function exportCsv() {
    setExporting(true);
    setFailed(undefined);
    try {
      const text = await courseStatusCsv(file, store.get(), t);
      downloadText(text, `course-status-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (error) {
      setFailed(localMessageOf(t, error, t('masterFiles.courseStatus.exportFailed')));
    } finally {
      setExporting(false);
    }
  }

  return (
    <section className="master-filters" aria-label={t('masterFiles.courseStatus.find')}>
      <form onSubmit={submit} role="search">
        <Flex wrap="wrap" alignItems="flex-end" gap="0.75rem">
          <SelectField
            label={t('masterFiles.courseStatus.course')}
            value={scope.course_id ?? ''}
            onChange={(event) => update(store, (state) => setScope(state, 'course_id', event.target.value))}
          >
            <option value="">{t('masterFiles.courseStatus.allCourses')}</option>
            {(courses?.status === 'loaded' ? courses.options : []).map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </SelectField>
          <TextField
            type="search"
            label={t('masterFiles.courseStatus.search')}
            placeholder={t('masterFiles.courseStatus.searchHint')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            maxLength={100}
          />
          <Button type="submit">{t('masterFiles.courseStatus.find')}</Button>
          <Button type="button" variation="primary" isLoading={exporting} loadingText={t('masterFiles.courseStatus.exporting')} onClick={() => void exportCsv()}>
            {t('masterFiles.courseStatus.export')}
          </Button>
        </Flex>
      </form>
      {failed && (
        <Alert variation="error" role="alert">
          {failed}
        </Alert>
      )}
    </section>
  );
}
