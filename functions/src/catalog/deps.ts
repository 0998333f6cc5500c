import { randomUUID } from 'node:crypto';
import { database, records } from '../app.js';
import { quizRecords } from '../data/records/quiz.js';
import { homeworkRecords } from '../data/records/homework.js';
import { uploadedFileRecords } from '../data/records/uploaded-file.js';
import { videoRecords } from '../data/records/video.js';
import { videoRecordRecords } from '../data/records/video-record.js';
import { createCatalogStores, createCourseEnrollments, createCourseRecordings, createCourseUnpaidOrders, createInstructorAccounts } from '../data/catalog-repository.js';
import { createSearchIndex } from '../data/search-repository.js';
import type { CatalogPorts } from './ports.js';

let ports: CatalogPorts | undefined;

export function catalog(): CatalogPorts {
  return (ports ??= { ...createCatalogStores(database()), search: createSearchIndex(database()), videos: records()(videoRecords), files: records()(uploadedFileRecords), quizzes: records()(quizRecords), homework: records()(homeworkRecords), instructors: createInstructorAccounts(database()), enrollments: createCourseEnrollments(database()), unpaidOrders: createCourseUnpaidOrders(database()), recordings: createCourseRecordings(records()(videoRecordRecords)), newId: randomUUID, now: () => new Date() });
}
