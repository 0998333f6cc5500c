import { database, onceAsync, records } from '../app.js';
import { fileDownloadOf } from '../adapters/file-downloads.js';
import { s3Config } from '../adapters/s3-config.js';
import { createHomeworkSubmissionStore, createHomeworkUploadStore } from '../data/homework-repository.js';
import { createLearningStores } from '../data/learning-repository.js';
import { homeworkRecords } from '../data/records/homework.js';
import { requireEnv } from '../env.js';
import type { HomeworkPorts } from './homework-ports.js';

/** The uploads bucket, for the links that download a submission's files; the S3 client loads when first needed. */
const bucket = onceAsync(async () => {
  const { createS3UploadStorage } = await import('../adapters/s3-upload-storage.js');
  return createS3UploadStorage(s3Config(), requireEnv('UPLOADS_BUCKET'));
});

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
      return fileDownloadOf(await bucket(), { ...file, created_at: now.toISOString(), updated_at: now.toISOString() }, now);
    },
    now: () => new Date(),
  });
}
