/**
 * The fixed value lists the schemas and the data layer share. They live apart from the schemas, so
 * a module that needs only a list (an ElectroDB entity's enum attribute) does not build every zod
 * schema of that list's domain when a Lambda starts (decision 0008).
 */

/** What a cart line can be: a sellable kind (decisions 0030, 0047): a course, a product, a seat in a live class (its item is the class session). */
export const SELLABLE_KINDS = ['course', 'product', 'live_seat', 'private_hours'] as const;

/** Courses and products have categories, and so have articles, reviews and galleries. */
export const CATEGORY_TYPES = ['course', 'product', 'article', 'review', 'gallery'] as const;

/**
 * Orders (../shared/SPEC.md §1). pending → paid → fulfilled, or expired (unpaid after its
 * `expires_at`), cancelled or refunded. An order keeps the lines and breakdown it was charged.
 */
export const ORDER_STATUSES = ['pending', 'paid', 'fulfilled', 'expired', 'cancelled', 'refunded'] as const;

/**
 * What the shop's staff are told of by e-mail (decision 0059): every paid order, only those with a
 * parcel to send, or a transfer slip handed in for review.
 */
export const ADMIN_MAIL_EVENTS = ['order_paid', 'parcel_to_send', 'slip_submitted'] as const;

/** Payment methods (../shared/SPEC.md §3 paymentMethods): which are on, how they show, who takes the money. */
export const PAYMENT_PROVIDERS = ['card', 'promptpay', 'mobile_banking', 'bank_transfer', 'bookstore'] as const;

/** ../shared/SPEC.md §2 "Custom page": the 31 kinds of module a page is made of. */
export const MODULE_TYPES = [
  'instructorDetail',
  'relatedCourse',
  'articleDetail',
  'reviewDetail',
  'header',
  'footer',
  'slide',
  'aboutus',
  'contactus',
  'howtobuy',
  'howtobookingcourse',
  'article',
  'promotion',
  'course',
  'product',
  'course_category',
  'review',
  'gallery',
  'itemCourseDetail',
  'video',
  'text',
  'search',
  'button',
  'booking_course',
  'listData',
  'map',
  'custom',
  'banner',
  'instructor',
  'iframeAutoSignin',
  'ExternalLesson',
] as const;

export const DISCOUNT_KINDS = ['percent', 'amount'] as const;

export const GENDERS = ['female', 'male', 'other', 'unspecified'] as const;

/**
 * How a video is kept (../shared/SPEC.md §3 Video `upload_video_type`): `video-upload-m3u8` is
 * transcoded to adaptive HLS, `video-upload` keeps the uploaded file and plays it as it is,
 * `others` is an external link (YouTube, Vimeo) shown embedded.
 */
export const VIDEO_UPLOAD_TYPES = ['video-upload', 'video-upload-m3u8', 'others'] as const;

/**
 * A video's state (decision 0032): `waiting` for its file, `uploaded` and checked, `processing`
 * while it is transcoded, then `ready` to play or `error` (retried from the back office).
 */
export const VIDEO_STATUSES = ['waiting', 'uploaded', 'processing', 'ready', 'error'] as const;

/**
 * What a curriculum lesson is (decision 0033): a video, a text, a file, a link to an external
 * lesson, a quiz of the quizzes file (decision 0040), or a placeholder that the learning tools
 * still to come (homework) fill later.
 */
export const LESSON_KINDS = ['video', 'text', 'file', 'link', 'quiz', 'homework', 'placeholder'] as const;

/** An image's state (decision 0035): `waiting` for its file, then `ready` with its variants. */
export const IMAGE_STATUSES = ['waiting', 'ready'] as const;

/** How a shipping fee is worked out: one fee, or by weight band (../shared/SPEC.md §1). */
export const SHIPPING_RATE_KINDS = ['flat', 'weight'] as const;

/** The site's header and footer designs: the site settings' choice and the page modules'. */
export const HEADER_STYLES = ['headerSystemOne', 'headerSystemTwo'] as const;
export const FOOTER_STYLES = ['footerSystemOne', 'footerSystemTwo'] as const;
