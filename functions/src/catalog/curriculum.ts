import { message, type Course, type CurriculumSection } from '@lm/shared';
import { invalidField, NotFoundError } from '../errors.js';
import type { CatalogPorts } from './ports.js';

/** Lessons keep the ids they have; a lesson saved for the first time gets one (decision 0033). */
export function withLessonIds(sections: readonly CurriculumSection[], newId: () => string): CurriculumSection[] {
  return sections.map((section) => ({ ...section, lessons: section.lessons.map((lesson) => (lesson.id ? lesson : { ...lesson, id: newId().replace(/-/g, '').slice(0, 16) })) }));
}

async function requireCourse(ports: CatalogPorts, id: string): Promise<Course> {
  const course = await ports.courses.get(id);
  if (!course) throw new NotFoundError(message('noneWithId', { what: 'course', id }));
  return course;
}

export async function getCurriculum(ports: CatalogPorts, courseId: string) {
  const course = await requireCourse(ports, courseId);
  // As saved: every lesson saved has its id (a lesson written without one gets it on the next save).
  return { course_id: course.id, sections: course.curriculum };
}

/**
 * Saves a course's curriculum as its editor arranged it. Each lesson holds what its kind needs (a
 * video that exists, a file, a quiz that exists, a text, an https link); a lesson id is used once. Nothing else of the course changes.
 */
export async function saveCurriculum(ports: CatalogPorts, courseId: string, sections: readonly CurriculumSection[]) {
  const course = await requireCourse(ports, courseId);
  const ready = withLessonIds(sections, ports.newId);
  const seen = new Set<string>();
  for (const [s, section] of ready.entries()) {
    for (const [l, lesson] of section.lessons.entries()) {
      const field = (name: string) => `sections.${s}.lessons.${l}.${name}`;
      if (seen.has(lesson.id)) throw invalidField(field('id'), message('lessonIdTwice', { id: lesson.id }));
      seen.add(lesson.id);
      if (lesson.kind === 'video' && !lesson.video_id) throw invalidField(field('video_id'), message('lessonNeedsVideo', { title: lesson.title }));
      if (lesson.kind === 'video' && !(await ports.videos.get(lesson.video_id))) throw invalidField(field('video_id'), message('noneWithThisId', { what: 'video' }));
      if (lesson.kind === 'file' && !lesson.file_id) throw invalidField(field('file_id'), message('lessonNeedsFile', { title: lesson.title }));
      if (lesson.kind === 'file' && !(await ports.files.get(lesson.file_id))) throw invalidField(field('file_id'), message('noneWithThisId', { what: 'file' }));
      if (lesson.kind === 'quiz' && !lesson.quiz_id) throw invalidField(field('quiz_id'), message('lessonNeedsQuiz', { title: lesson.title }));
      if (lesson.kind === 'quiz' && !(await ports.quizzes.get(lesson.quiz_id))) throw invalidField(field('quiz_id'), message('noneWithThisId', { what: 'quiz' }));
      if (lesson.kind === 'homework' && !lesson.homework_id) throw invalidField(field('homework_id'), message('lessonNeedsHomework', { title: lesson.title }));
      if (lesson.kind === 'homework' && !(await ports.homework.get(lesson.homework_id ?? ''))) throw invalidField(field('homework_id'), message('noneWithThisId', { what: 'homework' }));
      if (lesson.kind === 'text' && !lesson.body.trim()) throw invalidField(field('body'), message('lessonNeedsText', { title: lesson.title }));
      if (lesson.kind === 'link' && !lesson.url) throw invalidField(field('url'), message('lessonNeedsLink', { title: lesson.title }));
    }
  }
  await ports.courses.put({ ...course, curriculum: ready, updated_at: ports.now().toISOString() }, 'replace');
  return { course_id: course.id, sections: ready };
}
