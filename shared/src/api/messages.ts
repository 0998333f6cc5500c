// The messages the API and the shared schemas produce, as codes with parameters (decision 0027).
// The API keeps answering their English texts; the web turns a text back into its code and
// parameters (`messageCode`) and shows it in the visitor's language. ../shared/SPEC.md §8's texts
// are not here: they stay as the spec gives them (ERRORS in errors.ts).

/** Code → English template; `{name}` marks a parameter. */
export const MESSAGES = {
  // Builders every schema uses.
  required: '{label} is required.',
  tooLong: '{label} is too long.',
  tooLongAtMost: '{label} is too long (at most {max} characters).',
  notText: '{label} must be text.',
  notNumber: '{label} must be a number.',
  notWholeNumber: '{label} must be a whole number.',
  atLeast: '{label} must be at least {min}.',
  atMost: '{label} must be at most {max}.',
  tooLarge: '{label} is too large.',
  negative: '{label} cannot be negative.',
  oneOf: '{label} must be one of {options}.',
  notFlag: 'Must be true or false.',
  notEmail: '{label} is not a valid address.',
  notSatang: '{label} must be a number of satang.',
  wholeSatang: '{label} must be whole satang.',
  notBaht: '{label} must be an amount in baht, such as 2590.00.',
  slugChars: '{label} may hold lowercase letters, digits and single dashes.',
  notAccepted: 'This field is not accepted.',
  validation: 'The request is not valid.',
  forbidden: 'You do not have permission to do this.',
  internal: 'Something went wrong on our side. Please try again.',

  // Phones, dates and addresses (profile, addresses, registration fields).
  thaiPhone: '{label} must be a Thai number: 0 followed by 8 or 9 digits, or +66.',
  dateExample: '{label} must be a date such as 2000-01-31.',
  notCalendarDate: '{label} is not a date of the calendar.',
  dateAfter: '{label} must be after {date}.',
  yearsAgo: '{label} must be at least {years} years ago.',
  webAddress: '{label} must be a web address.',
  httpAddress: '{label} must be an http or https address.',
  exactDigits: '{label} must be exactly {digits} digits.',

  // The account's own answers.
  ownProfileOnly: 'You can only refresh your own profile.',
  ownProfileMissing: 'Your profile was not found.',
  addressNotFound: 'Address not found.',
  tooManyAddresses: 'An address book holds at most {max} addresses. Remove one first.',
  ownPushOnly: 'You can only manage push notifications for your own account.',

  // The master files' own rules (catalogue, content, people).
  noneWithThisId: 'No {what} has this id.',
  noneWithId: 'No {what} has the id {id}.',
  noneWithIds: 'No {what} has the ids {ids}.',
  slugTaken: 'Another {what} has this slug.',
  userRoleNameTaken: 'Another user role has this name.',
  userGroupNameTaken: 'Another user group has this name.',
  noneWithIdOrSlug: 'No {what} has the id or slug {id}.',
  idTaken: 'The id {id} is taken.',
  fileStillHeld: 'The {what} “{name}” still holds this file: it is removed when the {what} is deleted.',

  // The site's pages and their modules.
  pageNotAtPath: 'No page has the path {path}.',
  membersOnlyPage: 'This page is for students and instructors.',
  siteRoutesBusy: 'The site’s routes changed while saving; please try again.',
  pageModulesChanged: 'The page’s modules were changed by someone else meanwhile; load them again and redo your changes.',

  // Videos, images and slips in the back office.
  videoRecordNoFile: 'This video record has no file yet.',
  uploadGone: 'This upload is no longer under way: start it again.',
  externalVideoNoFile: 'An external video has no file to upload: choose another kind first.',
  transcodeOnlyHls: 'Only an uploaded HLS video is transcoded: upload its file first.',
  transcodeRetryOnlyFailed: 'Only a video whose transcoding failed is tried again: this one is {status}.',
  orderNoSlip: 'This order has no slip.',
  notThisVideoRecordUpload: 'This is not an upload of this video record.',
  notThisOrderUpload: 'This is not an upload of this order.',
  nothingUploaded: 'Nothing was uploaded under this key.',
  nothingUploadedYet: 'Nothing was uploaded under this key yet: send the file, then complete.',
  slipFileRefused: 'A slip is a JPEG, PNG or WebP image, or a PDF, of at most 10 MB: this file is not.',
  noSuchUploadPart: 'This upload has {count} parts: there is no part {parts}.',

  // A course's curriculum.
  lessonIdTwice: 'Lesson id {id} is used twice.',
  lessonNeedsVideo: 'Lesson "{title}" needs its video.',
  lessonNeedsFile: 'Lesson "{title}" needs its file.',
  lessonNeedsQuiz: 'Lesson "{title}" needs its quiz.',
  lessonNeedsHomework: 'Lesson "{title}" needs its homework.',
  lessonNeedsText: 'Lesson "{title}" needs its text.',
  lessonNeedsLink: 'Lesson "{title}" needs its link.',

  // The cart, checkout and orders.
  notOnSale: '{name} is not on sale.',
  outOfStock: '{name} is out of stock.',
  onlyLeft: 'Only {count} of {name} are left.',
  alreadyOwned: 'You already own {name}.',
  cartFull: 'A cart holds at most {max} different items.',
  cartEmpty: 'Your cart is empty.',
  ranOut: 'These ran out before your order was placed: {names}.',
  couponUnknown: 'There is no coupon {code}.',
  couponNotStarted: 'Coupon {code} cannot be used yet.',
  couponEnded: 'Coupon {code} has ended.',
  couponUsedUp: 'Coupon {code} has been used up.',
  couponUsedUpForAccount: 'You have already used coupon {code}.',
  couponNotEligible: 'Coupon {code} does not apply to what is in your cart.',
  couponBelowMinimum: 'Coupon {code} needs a spend of at least {minimum}.',
  couponCodeTaken: 'Another coupon has this code.',
  // Serial numbers (decision 0061).
  signInLockout: 'Students would have no way to sign in: keep the password on, or set the client id of a way that is on.',
  serialMalformed: 'A serial number is 12 letters and digits, such as 7KQM-4XTP-9BRW.',
  serialUnknown: 'No course has the serial number {code}.',
  serialUsed: 'The serial number {code} has already been used.',
  serialVoid: 'The serial number {code} is no longer valid.',
  serialEnded: 'The serial number {code} could be used until {date}.',
  serialCourseGone: 'The course of the serial number {code} is no longer offered.',
  serialTooMany: 'Too many serial numbers that did not work. Please wait {minutes} minutes and try again.',
  serialImportMalformed: 'These lines are not serial numbers (12 letters and digits, such as 7KQM-4XTP-9BRW): {lines}.',
  serialImportRepeated: 'These lines repeat a code listed above them: {lines}.',
  serialImportTaken: 'Already serial numbers here: {codes}. Nothing was imported.',
  adminEmailTaken: 'This address is already on the list.',
  addressRequired: 'Choose an address to send the parcel to.',
  noShippingZone: 'We do not ship to {province} yet.',
  paymentMethodOff: 'This payment method is not available.',
  orderNotFound: 'Order not found.',
  orderNotPending: 'This order can no longer be paid: it is {status}.',
  paymentDeclined: 'The payment was declined. Try another card or method.',
  cardInsufficientFunds: 'The card has too little money or credit left for this payment.',
  cardLostOrStolen: 'The card was reported lost or stolen.',
  paymentNotProcessed: 'The payment could not be processed. Please try again.',
  paymentRejectedByIssuer: 'The bank rejected the payment.',
  card3dsFailed: 'The bank could not confirm that the card is yours (3-D Secure).',
  cardSecurityCodeInvalid: 'The card security code (CVV) is not correct.',
  paymentFraudCheckFailed: 'The payment did not pass the bank’s fraud check.',
  ordersByCheckout: 'Orders are made by checkout.',
  refundOnlyPaid: 'Only a paid order can be refunded; this one is {status}.',
  refundByTransfer: 'This order was not paid through the payment provider: refund it by transfer, then cancel it.',
  sendOnlyPaid: 'Only a paid order can be sent; this one is {status}.',

  // Learning a course.
  lessonNeedsSignIn: 'Sign in and buy this course to open this lesson.',
  lessonNotBought: 'Buy this course to open this lesson.',
  lessonAccessEnded: 'Your access to this course ended on {date}: buy it again to open this lesson.',
  lessonNotQuiz: 'This lesson is not a quiz.',
  quizUnavailable: 'This quiz cannot be taken at the moment. Please try again later.',
  quizNoAttemptsLeft: 'You have used all {max} attempts of this quiz.',
  quizAttemptSubmitted: 'This attempt has been submitted: its answers can no longer change.',
  quizTimeUp: 'The time for this attempt is up: submit it to see your score.',
  lessonNotHomework: 'This lesson is not a homework.',
  homeworkUnavailable: 'This homework cannot be submitted at the moment. Please try again later.',
  homeworkStudentsOnly: 'Only students submit homework.',
  homeworkAwaitingReview: 'Your submission is waiting for review: you can submit again once it is reviewed.',
  homeworkAccepted: 'Your submission has been accepted: this homework is done.',
  homeworkNoResubmit: 'This homework takes one submission only.',
  homeworkReviewersOnly: "Only the course's instructor or an administrator reviews homework.",
  homeworkReviewed: 'This submission has been reviewed already.',
  assessmentNotFinished: 'Finish every lesson of this course before you assess it: {done} of {total} are done.',
  assessmentNotEnrolled: 'Only students enrolled in this course can assess it.',
  assessmentNotYourStudent: 'This student is not enrolled in your course.',
  assessmentNotYourCourse: 'You do not teach this course.',
  progressBusy: 'Your progress was being saved from another window at the same moment. Please try again.',
  notEnrolled: 'You are not enrolled in this course.',
  noCertificateForCourse: 'The course {title} does not give a certificate.',
  certificateIssuing: 'The certificate is being issued. Please try again.',
  certificateNotEarned: 'Finish every lesson of {title} to get its certificate: {done} of {total} are done.',
  noCertificateNumber: 'No certificate has the number {number}.',
  courseHasOtherCertificate: 'The course {title} already gives the certificate of the category {category}.',
  courseNeedsCertificateCategory: 'This course does not give a certificate: put it in a certificate category first.',
  homeworkFilesNotYours: 'Upload each file for this lesson before submitting it: {files} is not one of your uploads.',

  // Sign-in, registration and passwords.
  secondsNumber: '{label} must be a number of seconds.',
  secondsWhole: '{label} must be a whole number of seconds.',
  positive: '{label} must be positive.',
  secondsMax: '{label} cannot exceed {max} seconds.',
  minChars: '{label} must be at least {min} characters.',
  needsLowercase: '{label} must contain a lowercase letter.',
  needsUppercase: '{label} must contain an uppercase letter.',
  needsDigit: '{label} must contain a digit.',
  needsSymbol: '{label} must contain a symbol.',
  usernameChars: '{label} may hold letters, digits, dots, dashes and underscores.',
  md5: '{label} must be the MD5 of the password: 32 hexadecimal digits.',
  usernameTaken: 'This username is already taken.',
  emailTaken: 'This e-mail address is already registered.',
  invalidResetLink: 'This password reset link is invalid, was already used or has expired. Please ask for a new one.',
  accountDisabled: 'This account is disabled. Please contact the site’s administrators.',
  profileNotFound: 'Profile not found.',
  ownSessionOnly: 'You can only sign out of your own session.',
  policyVersion: 'Only the privacy policy in force (version {version}) can be approved.',
  resetRequested: 'If an account uses this e-mail address, a link to reset its password is on its way.',
  passwordChanged: 'Your password has been changed. You can sign in with it now.',
  tooManySignIns: 'Too many failed sign-ins. Please wait {minutes} minutes and try again.',
  tooManySignInsMinute: 'Too many failed sign-ins. Please wait 1 minute and try again.',
  signInTurnedOff: 'This way of signing in is turned off.',
  registrationClosed: 'This site does not take new registrations. Please ask the school for an account.',
  credentialRequired: 'Signing in with {provider} needs the ID token {provider} issued (id_token); an e-mail address or username alone signs nobody in.',
  credentialInvalid: 'The {provider} sign-in could not be verified. Please sign in with {provider} again.',
  notTheAccount: 'This {provider} sign-in does not belong to an account of this site.',
  googleEmailUnverified: 'Google has not verified the e-mail address of this sign-in.',
  externalTokenInvalid: 'The sign-in token could not be verified. Please sign in again from the site that sent you.',
  externalTokenNoAccount: 'The sign-in token does not name an account of this site.',
  wrongPassword: 'The password is not correct.',

  // Study-time booking (decision 0052).
  studySeatTaken: 'You already have a study seat at this hour.',
  studentHasStudySeat: '{student} already has a study seat at this hour.',
  studyHourFull: 'Every seat of {branch} is booked at {when} (Bangkok). Please choose another hour.',
  studyRoomClosed: 'The study room of {branch} is not open at this time.',
  studyHourBegun: 'This hour has begun: choose a later one.',
  studyTooFarAhead: 'Study seats can be booked up to {days} days ahead.',
  studyCancelCutOff: 'A study seat can be cancelled up to {hours} hours before it starts.',
  noStudySeat: 'You have no study seat at this hour.',
  noRecording: 'This class has no recording.',

  // Live classes and their rooms (decisions 0046, 0047).
  noClassSession: 'No such class session.',
  classCancelled: 'This class was cancelled.',
  classEnded: 'This class has ended.',
  roomOpensAt: 'The room opens at {when}.',
  noLiveClass: 'No live class has this id.',
  classFull: '{title} on {when} is full.',
  classBookedAlready: 'You have already booked {title} on {when}.',
  studentHasClassSeat: '{student} already has a seat in {title} on {when}.',
  classStarted: 'This class has already started: it can no longer be booked.',
  classSeatCosts: 'A seat in this class costs {price}: add it to your cart and pay at checkout to book it.',
  noClassSeat: 'You have no seat in this class.',
  classSeatPaid: 'This seat was paid through an order: it is given back with a refund of the order. Please contact us.',
  classCancelCutOff: 'A class can be cancelled up to {hours} hours before it starts; this one can no longer be cancelled.',
  zoomPending: 'The Zoom meeting is still being set up. Try again in a moment.',
  broadcastPending: 'The broadcast is still being set up. Try again in a moment.',
  notOnZoom: 'This class does not meet on Zoom.',
  notBroadcast: 'This class is not broadcast.',
  broadcastInstructorOnly: "Only the class's instructor starts and stops its broadcast.",
  broadcastWatchStudentsOnly: "Students' players count their watching; the instructor is present while the class is on air.",
  broadcastFromEncoder: 'The broadcast starts from your streaming software: send it to the ingest server with the stream key.',

  // The class room's WebSocket (decision 0049).
  roomMessageTooLarge: 'The message is too large.',
  roomMessageNotJson: 'The message is not JSON.',
  roomMessageUnknown: 'The message is not one the room takes.',
  whiteboardInvalid: 'The whiteboard update is not valid.',
  whiteboardClearInstructorOnly: 'Only the instructor clears the whiteboard.',
  whiteboardFull: 'The whiteboard is full: clear it to draw more.',

  // Private classes (decision 0048).
  privateSlotTaken: 'This time has just been booked by someone else. Please choose another time.',
  privateStudentBusy: 'You already have a private class at this time.',
  privateNoHours: 'You have no private-class hours left with this instructor. Buy hours first.',
  privateClassGone: 'This private class is not booked any more.',
  noPrivateClass: 'No such private class.',
  privateClassesOff: 'Private classes are not offered at the moment.',
  privateSameTime: 'The class is at this time already.',
  privateStarted: 'A private class that has started cannot be cancelled.',
  instructorNotTeaching: 'The instructor does not teach at this time.',
  privateBookingLead: 'A private class is booked at least {hours} hours ahead.',
  privateCancelCutOff: 'A private class can be cancelled or moved up to {hours} hours before it starts.',
  noInstructorProfile: 'Your account has no instructor profile.',
  noPrivateStudent: 'No such student.',
  studentLacksHours: 'The student does not have that many unused hours.',
  instructorHasRate: 'This instructor has a rate already: change that one.',
} as const;

export type MessageCode = keyof typeof MESSAGES;

type Placeholders<T extends string> = T extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never;

/** The parameters a code's template names. */
export type MessageParams<C extends MessageCode> = Record<Placeholders<(typeof MESSAGES)[C]>, string | number>;

/**
 * The names the messages give the fields (`{label}`), which the web translates apart from the
 * message. A label not listed here is a field's technical name and is shown as it is.
 */
export const FIELD_LABELS = {
  username: 'Username',
  password: 'Password',
  email: 'E-mail',
  firstname: 'First name',
  lastname: 'Last name',
  phone: 'Phone',
  displayImage: 'Display image',
  displayImageAddress: 'Display image address',
  recipientName: 'Recipient name',
  line1: 'Address line 1',
  line2: 'Address line 2',
  subdistrict: 'Subdistrict',
  district: 'District',
  province: 'Province',
  postalCode: 'Postal code',
  birthday: 'Birthday',
  gender: 'Gender',
  lineId: 'LINE ID',
  referral: 'How you heard of us',
} as const;

export type FieldLabel = keyof typeof FIELD_LABELS;

/**
 * The names the messages give the things they are about (`{what}`: "No course has the id c-1."),
 * which the web translates apart from the message, as it does the field labels. A thing not listed
 * here is shown as it is.
 */
export const THINGS = {
  account: 'account',
  administrator: 'administrator',
  announcement: 'announcement',
  article: 'article',
  articleCategory: 'article category',
  branch: 'branch',
  cartLine: 'cart line',
  category: 'category',
  certificate: 'certificate',
  certificateCategory: 'certificate category',
  coupon: 'coupon',
  course: 'course',
  courseAssessment: 'course assessment',
  courseCategory: 'course category',
  courseOrProduct: 'course or product',
  file: 'file',
  gallery: 'gallery',
  galleryCategory: 'gallery category',
  homework: 'homework',
  homeworkCategory: 'homework category',
  homeworkSubmission: 'homework submission',
  image: 'image',
  instructor: 'instructor',
  instructorAssessment: 'instructor assessment',
  instructorProfile: 'instructor profile',
  instructorRate: 'instructor rate',
  lesson: 'lesson',
  liveRoom: 'live room',
  order: 'order',
  page: 'page',
  paymentMethod: 'payment method',
  product: 'product',
  productCategory: 'product category',
  promotion: 'promotion',
  quiz: 'quiz',
  quizAttempt: 'quiz attempt',
  quizCategory: 'quiz category',
  quizQuestion: 'quiz question',
  review: 'review',
  reviewCategory: 'review category',
  serialNumber: 'serial number',
  shippingFee: 'shipping fee',
  student: 'student',
  studentAssessment: 'student assessment',
  subscriber: 'subscriber',
  user: 'user',
  userGroup: 'user group',
  userRole: 'user role',
  video: 'video',
  videoCategory: 'video category',
  videoRecord: 'video record',
} as const;

export type Thing = keyof typeof THINGS;

/**
 * The English text of a message.
 *
 * @example message('required', { label: FIELD_LABELS.postalCode }) // 'Postal code is required.'
 */
export function message<C extends MessageCode>(code: C, ...[params]: [Placeholders<(typeof MESSAGES)[C]>] extends [never] ? [] : [MessageParams<C>]): string {
  const values = (params ?? {}) as Record<string, string | number>;
  return MESSAGES[code].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
}

/** A message as code and parameters; the parameters as the English text holds them. */
export interface CodedMessage {
  code: MessageCode;
  params: Record<string, string>;
}

interface Pattern {
  code: MessageCode;
  regex: RegExp;
  names: string[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let lookups: { exact: Map<string, MessageCode>; patterns: Pattern[] } | undefined;

/** Built on first use: the web's first load never pays for it, and the package stays free of side effects. */
/** The parameters whose values may hold a colon: a time of day, a class's title. */
const COLONS = new Set(['when', 'title']);

function compile() {
  const exact = new Map<string, MessageCode>();
  const patterns: (Pattern & { literal: number })[] = [];
  for (const [code, template] of Object.entries(MESSAGES) as [MessageCode, string][]) {
    const parts = template.split(/\{(\w+)\}/);
    if (parts.length === 1) {
      exact.set(template, code);
      continue;
    }
    const names: string[] = [];
    const source = parts
      .map((part, index) => {
        if (index % 2 === 0) return escape(part);
        if (names.includes(part)) return `\\k<${part}>`;
        names.push(part);
        // A parameter is a name or a value, never a sentence: "The request is not valid. (body)
        // phone: Phone is required." is not a "{label} is required." of a label "… phone: Phone".
        // A `{when}` (a day and a time of day) and a `{title}` keep their colons.
        return COLONS.has(part) ? `(?<${part}>[^;\\n]+?)` : `(?<${part}>[^:;\\n]+?)`;
      })
      .join('');
    const literal = parts.filter((_, index) => index % 2 === 0).join('').length;
    patterns.push({ code, regex: new RegExp(`^${source}$`), names, literal });
  }
  // The most specific template first: "at least {min} characters." before "at least {min}.".
  patterns.sort((a, b) => b.literal - a.literal);
  return { exact, patterns };
}

/** The code and parameters of an English message from the catalogue; undefined for any other text. */
export function messageCode(text: string): CodedMessage | undefined {
  lookups ??= compile();
  const code = lookups.exact.get(text);
  if (code) return { code, params: {} };
  for (const pattern of lookups.patterns) {
    const groups = pattern.regex.exec(text)?.groups;
    if (groups) return { code: pattern.code, params: Object.fromEntries(pattern.names.map((name) => [name, groups[name] ?? ''])) };
  }
  return undefined;
}

/** The key of a thing named in English, if it is one of THINGS. */
export function thingKey(name: string): Thing | undefined {
  return (Object.keys(THINGS) as Thing[]).find((key) => THINGS[key] === name);
}

/** The key of a field label given in English, if it is one of FIELD_LABELS. */
export function fieldLabelKey(label: string): FieldLabel | undefined {
  return (Object.keys(FIELD_LABELS) as FieldLabel[]).find((key) => FIELD_LABELS[key] === label);
}
