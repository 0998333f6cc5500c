import { curriculumInput, type CurriculumSection, type LESSON_KINDS } from '@lm/shared';
import type * as z from 'zod';
import { issuesOf } from './form-messages';

export type LessonKind = (typeof LESSON_KINDS)[number];

/**
 * A lesson as the curriculum editor holds it (decision 0033): `key` names it on screen, `id` is
 * the server's ('' until it is first saved); its minutes are the text typed, and it keeps what
 * every kind holds, so switching its kind back loses nothing before it is saved.
 */
export interface DraftLesson {
  key: string;
  id: string;
  title: string;
  minutes: string;
  kind: LessonKind;
  video_id: string;
  file_id: string;
  quiz_id: string;
  /** A homework lesson's homework (decision 0041); absent on lessons that never were one. */
  homework_id?: string;
  body: string;
  url: string;
  free_preview: boolean;
}

export interface DraftSection {
  key: string;
  title: string;
  lessons: DraftLesson[];
}

/** Where a lesson is: its section's index and its own in that section. */
export interface LessonAt {
  section: number;
  lesson: number;
}

/** What a curriculum's save takes (the back office's route and the instructor's, decision 0037). */
export type CurriculumPayload = z.input<typeof curriculumInput>;

/** The lessons' most minutes (the shared `lesson` schema's). */
const MAX_MINUTES = 10_000;

export const draftOf = (sections: readonly CurriculumSection[], newKey: () => string): DraftSection[] =>
  sections.map((section) => ({
    key: newKey(),
    title: section.title,
    lessons: section.lessons.map((lesson) => ({
      key: newKey(),
      id: lesson.id,
      title: lesson.title,
      minutes: String(lesson.duration_minutes),
      kind: lesson.kind,
      video_id: lesson.video_id,
      file_id: lesson.file_id,
      // A lesson saved before quizzes were a kind has none.
      quiz_id: lesson.quiz_id ?? '',
      ...(lesson.homework_id ? { homework_id: lesson.homework_id } : {}),
      body: lesson.body,
      url: lesson.url,
      free_preview: lesson.free_preview,
    })),
  }));

export const emptySection = (key: string): DraftSection => ({ key, title: '', lessons: [] });

/** A new lesson: a video lesson (the schema's default kind) with no id, which the server gives it when it is saved. */
export const emptyLesson = (key: string, kind: LessonKind = 'video'): DraftLesson => ({ key, id: '', title: '', minutes: '0', kind, video_id: '', file_id: '', quiz_id: '', body: '', url: '', free_preview: false });

/** The list with the item at `from` placed before the one now at `before` (0 to its length). */
function placed<T>(items: readonly T[], from: number, before: number): T[] {
  if (from < 0 || from >= items.length || before < 0 || before > items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(before > from ? before - 1 : before, 0, item as T);
  return next;
}

/** The sections with the one at `index` moved one place up (-1) or down (1); the same at either end. */
export function moveSection(sections: readonly DraftSection[], index: number, by: -1 | 1): DraftSection[] {
  const target = index + by;
  if (target < 0 || target >= sections.length) return [...sections];
  return placed(sections, index, by === 1 ? target + 1 : target);
}

/** A section dropped before the one now at `before` (the sections' length: last). */
export const dropSection = (sections: readonly DraftSection[], from: number, before: number): DraftSection[] => placed(sections, from, before);

/**
 * Where a lesson goes when moved one place up (-1) or down (1): within its section, or past its
 * section's first or last lesson to the end of the section before or the start of the one after;
 * undefined at the curriculum's first and last places.
 */
export function lessonMoveTarget(sections: readonly DraftSection[], at: LessonAt, by: -1 | 1): LessonAt | undefined {
  const section = sections[at.section];
  if (!section?.lessons[at.lesson]) return undefined;
  const inside = at.lesson + by;
  if (inside >= 0 && inside < section.lessons.length) return { section: at.section, lesson: inside };
  const neighbour = at.section + by;
  const other = sections[neighbour];
  if (!other) return undefined;
  return { section: neighbour, lesson: by === -1 ? other.lessons.length : 0 };
}

/** A lesson dropped into a section before the lesson now at `before` there (its length: last). */
export function dropLesson(sections: readonly DraftSection[], from: LessonAt, to: { section: number; before: number }): DraftSection[] {
  const lesson = sections[from.section]?.lessons[from.lesson];
  const target = sections[to.section];
  if (!lesson || !target || to.before < 0 || to.before > target.lessons.length) return [...sections];
  if (from.section === to.section) return sections.map((section, index) => (index === to.section ? { ...section, lessons: placed(section.lessons, from.lesson, to.before) } : section));
  return sections.map((section, index) => {
    if (index === from.section) return { ...section, lessons: section.lessons.filter((_, position) => position !== from.lesson) };
    if (index === to.section) return { ...section, lessons: [...section.lessons.slice(0, to.before), lesson, ...section.lessons.slice(to.before)] };
    return section;
  });
}

/** The lesson moved one place up or down (see `lessonMoveTarget`); the same sections where it cannot go. */
export function moveLesson(sections: readonly DraftSection[], at: LessonAt, by: -1 | 1): DraftSection[] {
  const target = lessonMoveTarget(sections, at, by);
  if (!target) return [...sections];
  // Within a section the lesson takes the place of its neighbour; into another it goes at the target's index.
  if (target.section === at.section) return dropLesson(sections, at, { section: at.section, before: by === 1 ? target.lesson + 1 : target.lesson });
  return dropLesson(sections, at, { section: target.section, before: target.lesson });
}

/** Where the lesson with this key is. */
export function findLesson(sections: readonly DraftSection[], key: string): LessonAt | undefined {
  for (const [section, { lessons }] of sections.entries()) {
    const lesson = lessons.findIndex((one) => one.key === key);
    if (lesson !== -1) return { section, lesson };
  }
  return undefined;
}

export const updateSection = (sections: readonly DraftSection[], key: string, patch: Partial<Omit<DraftSection, 'key' | 'lessons'>>) =>
  sections.map((section) => (section.key === key ? { ...section, ...patch } : section));

export const updateLesson = (sections: readonly DraftSection[], key: string, patch: Partial<Omit<DraftLesson, 'key'>>) =>
  sections.map((section) => (section.lessons.some((lesson) => lesson.key === key) ? { ...section, lessons: section.lessons.map((lesson) => (lesson.key === key ? { ...lesson, ...patch } : lesson)) } : section));

export const addLesson = (sections: readonly DraftSection[], sectionKey: string, lesson: DraftLesson) =>
  sections.map((section) => (section.key === sectionKey ? { ...section, lessons: [...section.lessons, lesson] } : section));

export const removeLesson = (sections: readonly DraftSection[], key: string) => sections.map((section) => ({ ...section, lessons: section.lessons.filter((lesson) => lesson.key !== key) }));

export const removeSection = (sections: readonly DraftSection[], key: string) => sections.filter((section) => section.key !== key);

/** What a lesson of its kind holds: its video, its text, its file, its quiz or its link (a placeholder holds nothing). */
export function contentOf(lesson: Pick<DraftLesson, 'kind' | 'video_id' | 'file_id' | 'quiz_id' | 'body' | 'url' | 'homework_id'>): string {
  switch (lesson.kind) {
    case 'video':
      return lesson.video_id;
    case 'file':
      return lesson.file_id;
    case 'text':
      return lesson.body;
    case 'link':
      return lesson.url;
    case 'quiz':
      return lesson.quiz_id;
    case 'homework':
      return lesson.homework_id ?? '';
    case 'placeholder':
      return '';
  }
}

/** Whether removing the lesson loses something put in it, so the editor asks first. */
export const holdsContent = (lesson: DraftLesson) => contentOf(lesson).trim() !== '';

/** Whole minutes from 0 to 10,000, empty being 0; NaN otherwise, which the schema refuses. */
export function minutesOf(text: string): number {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  if (!/^\d+$/.test(trimmed)) return Number.NaN;
  const minutes = Number(trimmed);
  return minutes <= MAX_MINUTES ? minutes : Number.NaN;
}

/**
 * The body of the save: every section and lesson in the order shown. A lesson sends its id
 * ('' for a new one) and only what its kind holds: the text of a lesson that became a video
 * lesson is not kept on the course unseen.
 */
export function payloadOf(sections: readonly DraftSection[]): CurriculumPayload {
  return {
    sections: sections.map((section) => ({
      title: section.title.trim(),
      lessons: section.lessons.map((lesson) => ({
        id: lesson.id,
        title: lesson.title.trim(),
        duration_minutes: minutesOf(lesson.minutes),
        kind: lesson.kind,
        video_id: lesson.kind === 'video' ? lesson.video_id : '',
        file_id: lesson.kind === 'file' ? lesson.file_id : '',
        quiz_id: lesson.kind === 'quiz' ? lesson.quiz_id.trim() : '',
        ...(lesson.kind === 'homework' ? { homework_id: (lesson.homework_id ?? '').trim() } : {}),
        body: lesson.kind === 'text' ? lesson.body : '',
        url: lesson.kind === 'link' ? lesson.url.trim() : '',
        free_preview: lesson.free_preview,
      })),
    })),
  };
}

/** The outline as it would be saved, to tell whether it differs from the saved one (the keys left out). */
export const outlineKey = (sections: readonly DraftSection[]) => JSON.stringify(payloadOf(sections));

/** What the shared schema refuses of the outline before it is sent, by field path (`sections.0.lessons.1.title`). */
export function issuesOfOutline(sections: readonly DraftSection[]): Record<string, string[]> {
  const checked = curriculumInput.safeParse(payloadOf(sections));
  return checked.success ? {} : issuesOf(checked.error);
}

/** The messages of a refused save: by lesson key and by section key, each by its field; those that name neither, apart. */
export interface OutlineErrors {
  lessons: Map<string, Record<string, string>>;
  sections: Map<string, Record<string, string>>;
  general: string[];
}

const LESSON_PATH = /^sections\.(\d+)\.lessons\.(\d+)(?:\.(.+))?$/;
const SECTION_PATH = /^sections\.(\d+)(?:\.(.+))?$/;

/**
 * Places each message of a refusal (the server's or the schema's `fields`, by path) beside what it
 * names, in the sections as they were sent: `sections.0.lessons.1.video_id` on that lesson's
 * video, `sections.2.title` on that section's title. A path naming no lesson or section, or one
 * past their ends, goes to `general`; the first message of each field is kept.
 */
export function outlineErrorsOf(fields: Readonly<Record<string, readonly string[]>>, sections: readonly DraftSection[]): OutlineErrors {
  const errors: OutlineErrors = { lessons: new Map(), sections: new Map(), general: [] };
  const put = (map: Map<string, Record<string, string>>, key: string, field: string, message: string) => {
    const found = map.get(key) ?? {};
    if (!(field in found)) map.set(key, { ...found, [field]: message });
  };
  for (const [path, messages] of Object.entries(fields)) {
    const message = messages[0];
    if (!message) continue;
    const lessonMatch = LESSON_PATH.exec(path);
    const lesson = lessonMatch ? sections[Number(lessonMatch[1])]?.lessons[Number(lessonMatch[2])] : undefined;
    if (lesson) {
      put(errors.lessons, lesson.key, lessonMatch?.[3] ?? '', message);
      continue;
    }
    const sectionMatch = lessonMatch ? undefined : SECTION_PATH.exec(path);
    const section = sectionMatch ? sections[Number(sectionMatch[1])] : undefined;
    if (section) put(errors.sections, section.key, sectionMatch?.[2] ?? '', message);
    else if (!errors.general.includes(message)) errors.general.push(message);
  }
  return errors;
}

/** The messages of the lessons and sections still in the outline: one removed takes its messages with it. */
export function errorsOfPresent(errors: OutlineErrors, sections: readonly DraftSection[]): OutlineErrors {
  const lessons = new Set(sections.flatMap((section) => section.lessons.map((lesson) => lesson.key)));
  const present = new Set(sections.map((section) => section.key));
  return {
    lessons: new Map([...errors.lessons].filter(([key]) => lessons.has(key))),
    sections: new Map([...errors.sections].filter(([key]) => present.has(key))),
    general: errors.general,
  };
}

/** Whether a refusal named anything at all. */
export const hasErrors = (errors: OutlineErrors) => errors.lessons.size > 0 || errors.sections.size > 0 || errors.general.length > 0;

/**
 * The outline once saved: each lesson sent takes the id the answer gives it at its place (a new
 * lesson gets its own; the others keep theirs), found by key, so edits made while the save was
 * under way stay.
 */
export function withSavedIds(sections: readonly DraftSection[], sent: readonly DraftSection[], answer: readonly CurriculumSection[]): DraftSection[] {
  const ids = new Map<string, string>();
  sent.forEach((section, s) =>
    section.lessons.forEach((lesson, l) => {
      const id = answer[s]?.lessons[l]?.id;
      if (id) ids.set(lesson.key, id);
    }),
  );
  return sections.map((section) => ({ ...section, lessons: section.lessons.map((lesson) => ({ ...lesson, id: ids.get(lesson.key) ?? lesson.id })) }));
}

/** A section's or lesson's place as the editor numbers it: `2` for the second section, `2.3` for its third lesson. */
export const positionOf = (at: LessonAt) => `${at.section + 1}.${at.lesson + 1}`;
