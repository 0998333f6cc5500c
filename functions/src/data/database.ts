import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createAnnouncementReadEntity } from './entities/announcement-read.js';
import { createAnnouncementEntity } from './entities/announcement.js';
import { createPdpaConsentEntity } from './entities/pdpa-consent.js';
import { createSessionEntity } from './entities/session.js';
import { createSettingEntity } from './entities/setting.js';
import { createCategoryEntity } from './entities/category.js';
import { createCourseEntity } from './entities/course.js';
import { createCustomPageEntity } from './entities/custom-page.js';
import { createPageModuleEntity } from './entities/page-module.js';
import { createProductEntity } from './entities/product.js';
import { createTranscodeJobEntity } from './entities/transcode-job.js';
import { createUserEntity } from './entities/user.js';
import type { DataOptions } from './options.js';

export function createDatabase(options: DataOptions) {
  return {
    users: createUserEntity(options),
    sessions: createSessionEntity(options),
    pdpaConsents: createPdpaConsentEntity(options),
    settings: createSettingEntity(options),
    announcements: createAnnouncementEntity(options),
    announcementReads: createAnnouncementReadEntity(options),
    transcodeJobs: createTranscodeJobEntity(options),
    categories: createCategoryEntity(options),
    courses: createCourseEntity(options),
    products: createProductEntity(options),
    customPages: createCustomPageEntity(options),
    pageModules: createPageModuleEntity(options),
  };
}
export type Database = ReturnType<typeof createDatabase>;

export function createDocumentClient(client = new DynamoDBClient({})): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
}
