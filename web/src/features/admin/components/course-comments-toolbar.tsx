import { Button, Flex, SelectField, TextField } from '@aws-amplify/ui-react';
import type { Course } from '@lm/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../../lib/store';
import { useFieldOptions } from '../api/get-field-options';
import { setScope, update } from '../stores/table';
import type { TableToolbarProps } from '../types';

const COURSES = { records: 'courses' } as const;
const WORDS = 'masterFiles.courseComments';

/** The course comments screen's controls (decision 0044): one course, one lesson of it, and words of a comment or its author's name. */
export default function CourseCommentsToolbar({ store }: TableToolbarProps) {
  const { t } = useTranslation();
  const scope = useStore(store, (state) => state.scope);
  const courses = useFieldOptions(COURSES);
  const [search, setSearch] = useState(scope.search ?? '');
  const options = courses?.status === 'loaded' ? courses.options : [];
  const chosen = options.find((option) => option.id === scope.course_id)?.row as Course | undefined;
  const lessons = chosen?.curriculum?.flatMap((section) => section.lessons) ?? [];

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update(store, (state) => setScope(state, 'search', search.trim()));
  }

  return (
    <section className="master-filters" aria-label={t(`${WORDS}.find`)}>
      <form onSubmit={submit} role="search">
        <Flex wrap="wrap" alignItems="flex-end" gap="0.75rem">
          <SelectField
            label={t(`${WORDS}.course`)}
            value={scope.course_id ?? ''}
            onChange={(event) => update(store, (state) => setScope(setScope(state, 'lesson_id', ''), 'course_id', event.target.value))}
          >
            <option value="">{t(`${WORDS}.allCourses`)}</option>
            {options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t(`${WORDS}.lesson`)}
            value={scope.lesson_id ?? ''}
            isDisabled={!chosen}
            onChange={(event) => update(store, (state) => setScope(state, 'lesson_id', event.target.value))}
          >
            <option value="">{t(`${WORDS}.allLessons`)}</option>
            {lessons.map((lesson) => (
              <option key={lesson.id} value={lesson.id}>
                {lesson.title}
              </option>
            ))}
          </SelectField>
          <TextField type="search" label={t(`${WORDS}.search`)} placeholder={t(`${WORDS}.searchHint`)} value={search} onChange={(event) => setSearch(event.target.value)} maxLength={100} />
          <Button type="submit">{t(`${WORDS}.find`)}</Button>
        </Flex>
      </form>
    </section>
  );
}
