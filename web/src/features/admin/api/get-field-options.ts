import { useQuery } from '@tanstack/react-query';
import { routes, textIn, type RouteRef, type TablePage } from '@lm/shared';
import { useTranslation } from 'react-i18next';
import { callAnyRoute } from '../../../lib/api/call-route';
import { queryClient } from '../../../lib/query';
import type { FieldOptions, RecordSource } from '../form/fields';
import { localMessageOf } from '../../../lib/messages';
import { formatWhen } from '../../../lib/format-day';
import { languageOf, namedInLanguage } from '../../../lib/in-language';

export interface Option {
  id: string;
  name: string;
  /** The record's whole row, for a record source (a course's price, for a promotion's preview). */
  row?: Record<string, unknown>;
}

export type OptionsState = { status: 'loading' } | { status: 'loaded'; options: Option[] } | { status: 'failed'; message: string };

/** The most pages an option list reads (50 rows a page). */
const MAX_PAGES = 20;

/** The reader's language, for records named in Thai and English. */
const bilingual = (value: unknown) => (value !== null && typeof value === 'object' ? textIn({ th: '', en: '', ...(value as object) }, languageOf()) : '');

/** A record titled in Thai and English (a quiz, a homework), named in the reader's language. */
const byTitle = { sort: 'title_en', of: namedInLanguage('title') };

/**
 * Each record source's admin table route and the column that names a row; a row named otherwise
 * (a question by its text, a quiz by its title in the reader's language) says how, and the column
 * its list is sorted by.
 */
const SOURCES: Record<RecordSource, { route: RouteRef; name: string | { sort: string; of(row: Record<string, unknown> & { id: string }): string } }> = {
  courses: { route: routes.listCourses, name: 'title' },
  products: { route: routes.listProducts, name: 'name' },
  userRoles: { route: routes.listUserRoles, name: 'name' },
  userGroups: { route: routes.listUserGroups, name: 'name' },
  videos: { route: routes.listVideos, name: 'title' },
  videoCategories: { route: routes.listVideoCategories, name: 'name' },
  images: { route: routes.listImages, name: 'title' },
  quizCategories: { route: routes.listQuizCategories, name: 'name' },
  homeworkCategories: { route: routes.listHomeworkCategories, name: 'name' },
  quizQuestions: { route: routes.listQuizQuestions, name: { sort: 'created_at', of: (row) => bilingual(row.text) } },
  quizzes: { route: routes.listQuizzes, name: byTitle },
  homework: { route: routes.listHomework, name: byTitle },
  instructorProfiles: { route: routes.listInstructorProfiles, name: 'name' },
  instructorAccounts: { route: routes.listInstructorAccounts, name: 'name' },
  // Students may share a name: the username tells them apart.
  studentAccounts: { route: routes.listStudentAccounts, name: { sort: 'name', of: (row) => `${String(row.name)} (${String(row.username)})` } },
  branches: { route: routes.listBranches, name: { sort: 'name_en', of: namedInLanguage('name') } },
  // A room's classes share its title: the start tells them apart.
  liveClasses: { route: routes.listLiveClassChoices, name: { sort: 'starts_at', of: (row) => `${namedInLanguage('title')(row)} · ${formatWhen(String(row.starts_at), languageOf())}` } },
};

type Naming = (typeof SOURCES)[RecordSource]['name'];

/** Every row of an admin table as an option (id and name), by name: for selects of categories and linked records. */
async function readOptions(route: RouteRef, params: Record<string, string>, name: Naming, signal: AbortSignal): Promise<Option[]> {
  const options: Option[] = [];
  const sort = typeof name === 'string' ? name : name.sort;
  const nameOf = (row: Record<string, unknown> & { id: string }) => (typeof name === 'string' ? String(row[name] ?? row.id) : name.of(row) || row.id);
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await callAnyRoute<TablePage<Record<string, unknown> & { id: string }>>(route, { params, query: { page, sort, order: 'asc' }, signal });
    options.push(...answer.rows.map((row) => ({ id: row.id, name: nameOf(row), row })));
    if (answer.page >= answer.last_page) break;
  }
  return options;
}

/** Where a select's options come from: a category list (by kind) or an admin table; none for fixed values. */
function sourceOf(options: FieldOptions | undefined): { route: RouteRef; params: Record<string, string>; name: Naming } | undefined {
  if (options && 'categories' in options) return { route: routes.listCategories, params: { type: options.categories }, name: 'name' };
  if (options && 'records' in options) return { ...SOURCES[options.records], params: {} };
  return undefined;
}

/** The name of a record of a source, as far as the cache holds its options (read by `useFieldOptions`). */
export function cachedOptionName(options: FieldOptions, id: string): string | undefined {
  const source = sourceOf(options);
  return source ? queryClient.getQueryData<Option[]>(optionsKey(source))?.find((option) => option.id === id)?.name : undefined;
}

const optionsKey = (source: { route: RouteRef; params: Record<string, string> } | undefined) => [source?.route.id ?? 'none', source?.params ?? {}, 'options'] as const;

/**
 * The options of a select or `choices` field: fixed values as they are, records through the cache
 * under their table's route (a save in that table reads them again); none for other fields.
 */
export function useFieldOptions(options: FieldOptions | undefined): OptionsState | undefined {
  const { t } = useTranslation();
  const source = sourceOf(options);
  const query = useQuery({
    queryKey: optionsKey(source),
    queryFn: ({ signal }) => readOptions(source!.route, source!.params, source!.name, signal),
    enabled: source !== undefined,
  });
  if (options && 'values' in options) return { status: 'loaded', options: options.values.map((value) => ({ id: value, name: t(`${options.labels}.${value}`, { defaultValue: value }) })) };
  if (!source) return undefined;
  if (query.data) return { status: 'loaded', options: query.data };
  if (query.error) return { status: 'failed', message: localMessageOf(t, query.error, t('form.optionsFailed')) };
  return { status: 'loading' };
}
