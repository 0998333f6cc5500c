import type { FormFileField, UploadedFile } from '@lm/shared';
import type { HomeworkUploadStore } from '../learning/homework-ports.js';
import { submittableLesson, type HomeworkLessonPorts } from '../learning/homework-submissions.js';
import { uploadFile, type FilePorts } from './files.js';

/** What a student's homework upload reads and keeps (decision 0041). */
export interface HomeworkFilePorts extends FilePorts, HomeworkLessonPorts {
  homeworkUploads: Pick<HomeworkUploadStore, 'add'>;
}

/**
 * Keeps a file for the caller's submission to a homework lesson they may submit to, with the
 * one-field upload's checks (decision 0038), and counts it among their uploads for that lesson.
 */
export async function uploadHomeworkFile(ports: HomeworkFilePorts, caller: Parameters<typeof submittableLesson>[1], courseId: string, lessonId: string, file: FormFileField): Promise<UploadedFile> {
  const { course, lesson } = await submittableLesson(ports, caller, courseId, lessonId);
  const kept = await uploadFile(ports, file);
  await ports.homeworkUploads.add(caller.userId, course.id, lesson.id, { id: kept.id, file_name: kept.file_name, content_type: kept.content_type, size: kept.size }, kept.created_at);
  return kept;
}
