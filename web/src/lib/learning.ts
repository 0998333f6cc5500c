/** The learn page of a course, at one of its lessons when named (`/courses/{id}/learn?lesson=…`). */
export function learnHref(courseId: string, lessonId?: string): string {
  const path = `/courses/${encodeURIComponent(courseId)}/learn`;
  return lessonId ? `${path}?lesson=${encodeURIComponent(lessonId)}` : path;
}

/** A course's progress as a whole percent between 0 and 100 (anything else the server might send included). */
export function wholePercent(percent: number): number {
  if (!Number.isFinite(percent)) return 0;
  return Math.min(100, Math.max(0, Math.round(percent)));
}

/** A progress percent as the language writes it ("40%"). */
export function formatPercent(percent: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(wholePercent(percent) / 100);
}
