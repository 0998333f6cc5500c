import type { LearnAccess, LearnCourse, LessonProgress, PublicLesson } from '@lm/shared';

type Sections = LearnCourse['sections'];

/** Who may open every lesson (decision 0034); anyone else opens the free previews only. */
const FULL_ACCESS: ReadonlySet<LearnAccess> = new Set(['enrolled', 'instructor', 'admin']);

export const opensEveryLesson = (access: LearnAccess): boolean => FULL_ACCESS.has(access);

/** Whether the caller may open the lesson: every lesson with full access, else the free previews. */
export const mayOpen = (lesson: PublicLesson, access: LearnAccess): boolean => lesson.free_preview || opensEveryLesson(access);

export const lessonsOf = (sections: Sections): PublicLesson[] => sections.flatMap((section) => section.lessons);

/**
 * The lesson the page opens: the one the address names, else the one last opened (while the
 * caller may still open it), else the first the caller may open, else the first of all (whose
 * refusal says what to do).
 */
export function openingLesson(course: Pick<LearnCourse, 'sections' | 'access' | 'last_lesson_id'>, requested: string | null | undefined): PublicLesson | undefined {
  const lessons = lessonsOf(course.sections);
  const byId = (id: string | null | undefined) => (id ? lessons.find((lesson) => lesson.id === id) : undefined);
  const last = byId(course.last_lesson_id);
  return byId(requested) ?? (last && mayOpen(last, course.access) ? last : undefined) ?? lessons.find((lesson) => mayOpen(lesson, course.access)) ?? lessons[0];
}

/** The lesson after `id` in the course's order, across sections. */
export function nextLesson(sections: Sections, id: string): PublicLesson | undefined {
  const lessons = lessonsOf(sections);
  const index = lessons.findIndex((lesson) => lesson.id === id);
  return index < 0 ? undefined : lessons[index + 1];
}

export const completedLessons = (progress: readonly LessonProgress[]): ReadonlySet<string> => new Set(progress.filter((one) => one.completed).map((one) => one.lesson_id));

/**
 * The course after a save the server answered: that lesson's progress, the last lesson opened and
 * the percent of lessons done, worked out as the server does (a lesson done stays done).
 */
export function withProgress(course: LearnCourse, saved: LessonProgress): LearnCourse {
  const before = course.progress.find((one) => one.lesson_id === saved.lesson_id);
  const progress = [...course.progress.filter((one) => one.lesson_id !== saved.lesson_id), { ...saved, completed: saved.completed || !!before?.completed }];
  // As the server counts it: placeholders are not lessons to do.
  const ids = new Set(lessonsOf(course.sections).filter((lesson) => lesson.kind !== 'placeholder').map((lesson) => lesson.id));
  const done = progress.filter((one) => one.completed && ids.has(one.lesson_id)).length;
  return { ...course, progress, last_lesson_id: saved.lesson_id, percent: ids.size ? Math.round((100 * done) / ids.size) : 0 };
}

/** A text lesson's body as paragraphs: blank lines part them; single line breaks stay within one. */
export const paragraphsOf = (body: string): string[] =>
  body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
