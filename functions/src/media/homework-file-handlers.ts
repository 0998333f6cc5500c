import { randomUUID } from 'node:crypto';
import { database, records, route } from '../app.js';
import { createHomeworkUploadStore } from '../data/homework-repository.js';
import { createLearningStores } from '../data/learning-repository.js';
import { homeworkRecords } from '../data/records/homework.js';
import type { RouteHandler } from '../http/handler.js';
import { uploads } from './deps.js';
import { uploadHomeworkFile, type HomeworkFilePorts } from './homework-files.js';
import { routes } from './routes.js';

let ports: HomeworkFilePorts | undefined;

const homeworkFilePorts = (): HomeworkFilePorts =>
  (ports ??= {
    ...createLearningStores(database()),
    homework: records()(homeworkRecords),
    homeworkUploads: createHomeworkUploadStore(database()),
    records: records(),
    uploads,
    newId: randomUUID,
    now: () => new Date(),
  });

/** A student's upload for a homework submission (decision 0041). */
export const homeworkFileHandlers: RouteHandler[] = [
  route(routes.uploadHomeworkFile, ({ body, caller }) => uploadHomeworkFile(homeworkFilePorts(), caller, body.course_id, body.lesson_id, body.file)),
];
