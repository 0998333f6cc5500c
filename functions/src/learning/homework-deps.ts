import { database, records } from '../app.js';
import { fileDownloadOf } from '../adapters/file-downloads.js';
import { uploadsDownloadLinks } from '../adapters/s3-download-links.js';
import { createHomeworkSubmissionStore, createHomeworkUploadStore } from '../data/homework-repository.js';
import { createLearningStores } from '../data/learning-repository.js';
import { homeworkRecords } from '../data/records/homework.js';
import type { HomeworkPorts } from './homework-ports.js';

let ports: HomeworkPorts | undefined;

/** Homework lessons and their review (decision 0041). */
export function homeworkPorts(): HomeworkPorts {
  return (ports ??= {
    ...createLearningStores(database()),
    homework: records()(homeworkRecords),
    submissions: createHomeworkSubmissionStore(database()),
    uploads: createHomeworkUploadStore(database()),
    download: async (file) => {
      const now = new Date();
      return fileDownloadOf(uploadsDownloadLinks(), { ...file, created_at: now.toISOString(), updated_at: now.toISOString() }, now);
    },
    now: () => new Date(),
  });
}
