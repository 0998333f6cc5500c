import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createAddressEntity } from './entities/address.js';
import { createAnnouncementReadEntity } from './entities/announcement-read.js';
import { createAnnouncementEntity } from './entities/announcement.js';
import { createArticleEntity } from './entities/article.js';
import { createCartLineEntity } from './entities/cart-line.js';
import { createClassSessionEntity } from './entities/class-session.js';
import { createLiveRoomEntity } from './records/live-room.js';
import { createCheckoutKeyEntity } from './entities/checkout-key.js';
import { createCouponCounterEntity } from './entities/coupon-counter.js';
import { createDailyActivityEntity } from './entities/daily-activity.js';
import { createEnrollmentEntity } from './entities/enrollment.js';
import { createLessonProgressEntity } from './entities/lesson-progress.js';
import { createQuizAttemptEntity } from './entities/quiz-attempt.js';
import { createHomeworkSubmissionEntity } from './entities/homework-submission.js';
import { createHomeworkUploadEntity } from './entities/homework-upload.js';
import { createOrderEntity, createPendingOrderEntity } from './entities/order.js';
import { createPasswordResetEntity } from './entities/password-reset.js';
import { createIframeLoginEntity } from './entities/iframe-login.js';
import { createSignInChallengeEntity } from './entities/sign-in-challenge.js';
import { createSignInFailureEntity } from './entities/sign-in-failure.js';
import { createPdpaConsentEntity } from './entities/pdpa-consent.js';
import { createSessionEntity } from './entities/session.js';
import { createSessionSeatEntity } from './entities/session-seat.js';
import { createSessionMediaEntity } from './entities/session-media.js';
import { createAttendanceEventEntity } from './entities/attendance-event.js';
import { createRoomConnectionEntity } from './entities/room-connection.js';
import { createRoomStateEntity } from './entities/room-state.js';
import { createWhiteboardUpdateEntity } from './entities/whiteboard-update.js';
import { createInstructorAvailabilityEntity } from './entities/instructor-availability.js';
import { createPrivateHoursEntity } from './entities/private-hours.js';
import { createSlotLockEntity } from './entities/slot-lock.js';
import { createStudyHourEntity } from './entities/study-hour.js';
import { createStudySeatEntity } from './entities/study-seat.js';
import { createSettingEntity } from './entities/setting.js';
import { createCategoryEntity } from './entities/category.js';
import { createCourseEntity } from './entities/course.js';
import { createCourseCommentEntity } from './entities/course-comment.js';
import { createCustomPageEntity } from './entities/custom-page.js';
import { createGalleryEntity } from './entities/gallery.js';
import { createInstructorProfileEntity } from './entities/instructor-profile.js';
import { createPageModuleEntity } from './entities/page-module.js';
import { createPagePathEntity } from './entities/page-path.js';
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

export function createDatabase(options: DataOptions) {
  return {
    users: createUserEntity(options),
    userRoles: createUserRoleEntity(options),
    userGroups: createUserGroupEntity(options),
    subscribers: createSubscriberEntity(options),
    sessions: createSessionEntity(options),
    pdpaConsents: createPdpaConsentEntity(options),
    passwordResets: createPasswordResetEntity(options),
    signInChallenges: createSignInChallengeEntity(options),
    signInFailures: createSignInFailureEntity(options),
    iframeLogins: createIframeLoginEntity(options),
    settings: createSettingEntity(options),
    announcements: createAnnouncementEntity(options),
    announcementReads: createAnnouncementReadEntity(options),
    transcodeJobs: createTranscodeJobEntity(options),
    categories: createCategoryEntity(options),
    courses: createCourseEntity(options),
    products: createProductEntity(options),
    customPages: createCustomPageEntity(options),
    pageModules: createPageModuleEntity(options),
    searchTerms: createSearchTermEntity(options),
    pagePaths: createPagePathEntity(options),
    articles: createArticleEntity(options),
    reviews: createReviewEntity(options),
    galleries: createGalleryEntity(options),
    promotions: createPromotionEntity(options),
    instructorProfiles: createInstructorProfileEntity(options),
    addresses: createAddressEntity(options),
    pushSubscriptions: createPushSubscriptionEntity(options),
    cartLines: createCartLineEntity(options),
    orders: createOrderEntity(options),
    pendingOrders: createPendingOrderEntity(options),
    couponCounters: createCouponCounterEntity(options),
    checkoutKeys: createCheckoutKeyEntity(options),
    enrollments: createEnrollmentEntity(options),
    lessonProgress: createLessonProgressEntity(options),
    quizAttempts: createQuizAttemptEntity(options),
    homeworkSubmissions: createHomeworkSubmissionEntity(options),
    homeworkUploads: createHomeworkUploadEntity(options),
    courseComments: createCourseCommentEntity(options),
    dailyActivity: createDailyActivityEntity(options),
    classSessions: createClassSessionEntity(options),
    liveRooms: createLiveRoomEntity(options),
    sessionSeats: createSessionSeatEntity(options),
    sessionMedia: createSessionMediaEntity(options),
    roomConnections: createRoomConnectionEntity(options),
    roomStates: createRoomStateEntity(options),
    whiteboardUpdates: createWhiteboardUpdateEntity(options),
    attendanceEvents: createAttendanceEventEntity(options),
    instructorAvailability: createInstructorAvailabilityEntity(options),
    privateHours: createPrivateHoursEntity(options),
    slotLocks: createSlotLockEntity(options),
    studySeats: createStudySeatEntity(options),
    studyHours: createStudyHourEntity(options),
  };
}
export type Database = ReturnType<typeof createDatabase>;

export function createDocumentClient(client = new DynamoDBClient({})): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
}
