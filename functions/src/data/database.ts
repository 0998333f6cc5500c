import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createAddressEntity } from './entities/address.js';
import { createAnnouncementReadEntity } from './entities/announcement-read.js';
import { createAnnouncementEntity } from './entities/announcement.js';
import { createArticleEntity } from './entities/article.js';
import { createCartLineEntity } from './entities/cart-line.js';
import { createClassSessionEntity } from './entities/class-session.js';
import { createLiveRoomEntity } from './records/live-room.js';
import { createSerialNumberEntity } from './records/serial-number.js';
import { createCheckoutKeyEntity } from './entities/checkout-key.js';
import { createCouponCounterEntity } from './entities/coupon-counter.js';
import { createDailyActivityEntity } from './entities/daily-activity.js';
import { createEnrollmentEntity } from './entities/enrollment.js';
import { createLessonProgressEntity } from './entities/lesson-progress.js';
import { createQuizAttemptEntity } from './entities/quiz-attempt.js';
import { createHomeworkSubmissionEntity } from './entities/homework-submission.js';
import { createHomeworkUploadEntity } from './entities/homework-upload.js';
import { createMigrationRunEntity } from './entities/migration-run.js';
import { createOrderEntity, createParcelEntity, createPendingOrderEntity } from './entities/order.js';
import { createPasswordResetEntity } from './entities/password-reset.js';
import { createIframeLoginEntity } from './entities/iframe-login.js';
import { createSignInChallengeEntity } from './entities/sign-in-challenge.js';
import { createSignInFailureEntity } from './entities/sign-in-failure.js';
import { createPdpaConsentEntity } from './entities/pdpa-consent.js';
import { createSessionEntity } from './entities/session.js';
import { createSessionSeatEntity } from './entities/session-seat.js';
import { createSessionMediaEntity } from './entities/session-media.js';
import { createAttendanceEventEntity } from './entities/attendance-event.js';
import { createRoomConnectionEntity, createRoomMemberEntity } from './entities/room-connection.js';
import { createRoomStateEntity } from './entities/room-state.js';
import { createWhiteboardUpdateEntity } from './entities/whiteboard-update.js';
import { createZoomMeetingEntity } from './entities/zoom-meeting.js';
import { createZoomRegistrantEntity } from './entities/zoom-registrant.js';
import { createInstructorAvailabilityEntity } from './entities/instructor-availability.js';
import { createPrivateHoursEntity } from './entities/private-hours.js';
import { createSlotLockEntity } from './entities/slot-lock.js';
import { createStudyHourEntity } from './entities/study-hour.js';
import { createStudySeatEntity } from './entities/study-seat.js';
import { createSettingEntity } from './entities/setting.js';
import { createStaffNoticeEntity } from './entities/staff-notice.js';
import { createCategoryEntity } from './entities/category.js';
import { createCourseEntity } from './entities/course.js';
import { createCourseCommentEntity } from './entities/course-comment.js';
import { createCustomPageEntity } from './entities/custom-page.js';
import { createGalleryEntity } from './entities/gallery.js';
import { createInstructorProfileEntity } from './entities/instructor-profile.js';
import { createPageModuleEntity } from './entities/page-module.js';
import { createPagePathEntity } from './entities/page-path.js';
import { createValueClaimEntity } from './entities/value-claim.js';
import { createProductEntity } from './entities/product.js';
import { createPromotionEntity } from './entities/promotion.js';
import { createPushSubscriptionEntity } from './entities/push-subscription.js';
import { createReviewEntity } from './entities/review.js';
import { createTranscodeJobEntity } from './entities/transcode-job.js';
import { createSearchTermEntity } from './entities/search-term.js';
import { createSubscriberEntity } from './entities/subscriber.js';
import { createUserGroupEntity } from './entities/user-group.js';
import { createUserRoleEntity } from './entities/user-role.js';
import { createUserEntity } from './entities/user.js';
import type { DataOptions } from './options.js';

/** How each entity of the table is made, by the name the code reads it under. */
const ENTITIES = {
  users: createUserEntity,
  userRoles: createUserRoleEntity,
  userGroups: createUserGroupEntity,
  subscribers: createSubscriberEntity,
  sessions: createSessionEntity,
  pdpaConsents: createPdpaConsentEntity,
  passwordResets: createPasswordResetEntity,
  signInChallenges: createSignInChallengeEntity,
  signInFailures: createSignInFailureEntity,
  iframeLogins: createIframeLoginEntity,
  settings: createSettingEntity,
  announcements: createAnnouncementEntity,
  announcementReads: createAnnouncementReadEntity,
  transcodeJobs: createTranscodeJobEntity,
  categories: createCategoryEntity,
  courses: createCourseEntity,
  products: createProductEntity,
  customPages: createCustomPageEntity,
  pageModules: createPageModuleEntity,
  searchTerms: createSearchTermEntity,
  pagePaths: createPagePathEntity,
  valueClaims: createValueClaimEntity,
  articles: createArticleEntity,
  reviews: createReviewEntity,
  galleries: createGalleryEntity,
  promotions: createPromotionEntity,
  instructorProfiles: createInstructorProfileEntity,
  addresses: createAddressEntity,
  pushSubscriptions: createPushSubscriptionEntity,
  cartLines: createCartLineEntity,
  orders: createOrderEntity,
  pendingOrders: createPendingOrderEntity,
  parcels: createParcelEntity,
  migrationRuns: createMigrationRunEntity,
  staffNotices: createStaffNoticeEntity,
  couponCounters: createCouponCounterEntity,
  checkoutKeys: createCheckoutKeyEntity,
  enrollments: createEnrollmentEntity,
  serialNumbers: createSerialNumberEntity,
  lessonProgress: createLessonProgressEntity,
  quizAttempts: createQuizAttemptEntity,
  homeworkSubmissions: createHomeworkSubmissionEntity,
  homeworkUploads: createHomeworkUploadEntity,
  courseComments: createCourseCommentEntity,
  dailyActivity: createDailyActivityEntity,
  classSessions: createClassSessionEntity,
  liveRooms: createLiveRoomEntity,
  sessionSeats: createSessionSeatEntity,
  sessionMedia: createSessionMediaEntity,
  zoomMeetings: createZoomMeetingEntity,
  zoomRegistrants: createZoomRegistrantEntity,
  roomConnections: createRoomConnectionEntity,
  roomMembers: createRoomMemberEntity,
  roomStates: createRoomStateEntity,
  whiteboardUpdates: createWhiteboardUpdateEntity,
  attendanceEvents: createAttendanceEventEntity,
  instructorAvailability: createInstructorAvailabilityEntity,
  privateHours: createPrivateHoursEntity,
  slotLocks: createSlotLockEntity,
  studySeats: createStudySeatEntity,
  studyHours: createStudyHourEntity,
} satisfies Record<string, (options: DataOptions) => unknown>;

type Entities = typeof ENTITIES;

/** Every entity of the single table (../../docs/data-model.md). */
export type Database = { readonly [Name in keyof Entities]: ReturnType<Entities[Name]> };

/**
 * The table's entities, each made the first time the code reads it and kept: a Lambda makes only
 * the entities its domain touches, not all of them on its first request (decision 0008).
 */
export function createDatabase(options: DataOptions): Database {
  const made = new Map<keyof Entities, unknown>();
  const database = {} as Database;
  for (const name of Object.keys(ENTITIES) as (keyof Entities)[]) {
    Object.defineProperty(database, name, {
      enumerable: true,
      get() {
        if (!made.has(name)) made.set(name, ENTITIES[name](options));
        return made.get(name);
      },
    });
  }
  return database;
}

export function createDocumentClient(client = new DynamoDBClient({})): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
}
