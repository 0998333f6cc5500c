import { LIST_MODULE_TYPES, type ModuleType } from '@lm/shared';

const LIST_TYPES: ReadonlySet<string> = new Set(LIST_MODULE_TYPES);

export const isListModule = (type: ModuleType) => LIST_TYPES.has(type);

/** SPEC §2: only the first list-type module of a page gets the head-tag flag; -1 when there is none. */
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
