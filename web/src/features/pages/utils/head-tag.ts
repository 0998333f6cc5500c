import type { LIST_MODULE_TYPES, ModuleType } from '@lm/shared';

/**
 * The list module types of `LIST_MODULE_TYPES`, kept here: importing the value would load the
 * module schemas it is declared beside (and zod with them) into the first load of every page.
 * The type below fails to compile when the two lists differ.
 */
const LIST_MODULE_TYPE_NAMES = ['article', 'promotion', 'course', 'product', 'course_category', 'review'] as const;
type ListType = (typeof LIST_MODULE_TYPES)[number];
type Local = (typeof LIST_MODULE_TYPE_NAMES)[number];
const sameLists: [ListType] extends [Local] ? ([Local] extends [ListType] ? true : never) : never = true;
void sameLists;

const LIST_TYPES: ReadonlySet<string> = new Set(LIST_MODULE_TYPE_NAMES);

export const isListModule = (type: ModuleType) => LIST_TYPES.has(type);

/** ../shared/SPEC.md §2: only the first list-type module of a page gets the head-tag flag; -1 when there is none. */
export function headTagIndex(modules: readonly { type: ModuleType }[]): number {
  return modules.findIndex((module) => isListModule(module.type));
}

/**
 * The heading level of a module's title: the page's h1 is its own, so modules use h2, and list
 * modules after the one with the head tag use h3.
 */
export function moduleHeadingLevel(type: ModuleType, headTag: boolean): 2 | 3 {
  return isListModule(type) && !headTag ? 3 : 2;
}

/** Modules in their ordering; the server sends them so, this keeps the page right if it does not. */
export const inOrdering = <T extends { ordering: number }>(modules: readonly T[]) => [...modules].sort((a, b) => a.ordering - b.ordering);
