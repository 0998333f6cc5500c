import { randomInt, randomUUID } from 'node:crypto';
import { records, database, dataOptions } from '../app.js';
import { createCertificateClaimEntity } from '../data/entities/certificate-claim.js';
import { createHomeworkSubmissionStore } from '../data/homework-repository.js';
import { createLearningStores, createQuizAttemptStore } from '../data/learning-repository.js';
import { quizQuestionRecords } from '../data/records/quiz-question.js';
import { quizRecords } from '../data/records/quiz.js';
import { fileDownloadOf } from '../adapters/file-downloads.js';
import { uploadsDownloadLinks } from '../adapters/s3-download-links.js';
import { mediaPlayback as playback } from '../adapters/media-playback.js';
import { uploadedFileRecords } from '../data/records/uploaded-file.js';
import { videoRecords } from '../data/records/video.js';
import { videoRecordRecords } from '../data/records/video-record.js';
import type { CourseStatusPorts, LearningPorts, QuizPorts } from './ports.js';
import type { QuizFilePorts } from './quizzes.js';

type LearningDomainPorts = LearningPorts & CourseStatusPorts & QuizPorts & QuizFilePorts;

let ports: LearningDomainPorts | undefined;

/** The certificate a student holds for a course, as course status reads it (decision 0042). */
const certificateClaims = (claims: ReturnType<typeof createCertificateClaimEntity>): LearningDomainPorts['certificates'] => ({
  of: async (userId, courseId) => (await claims.get({ user_id: userId, course_id: courseId }).go()).data ?? undefined,
});

export function learning(): LearningDomainPorts {
  return (ports ??= {
    ...createLearningStores(database()),
    records: records(),
    quizzes: records()(quizRecords),
    questions: records()(quizQuestionRecords),
    attempts: createQuizAttemptStore(database()),
    homework: createHomeworkSubmissionStore(database()),
    certificates: certificateClaims(createCertificateClaimEntity(dataOptions())),
    newSeed: () => randomInt(2 ** 31),
    newId: randomUUID,
    videos: records()(videoRecords),
    recordings: {
      ofCourse: async (courseId) => (await records()(videoRecordRecords).list()).filter((recording) => recording.course_id === courseId),
      link: (key, expiresSeconds) => uploadsDownloadLinks().viewUrl(key, expiresSeconds),
    },
    files: {
      get: (id) => records()(uploadedFileRecords).get(id),
      download: async (file) => fileDownloadOf(uploadsDownloadLinks(), file, new Date()),
    },
    playback,
    now: () => new Date(),
  });
}
