import {
  bangkokDay,
  learnedSeconds,
  message,
  publicCurriculumOf,
  publicLessonOf,
  ROLE,
  videoWatched,
  watchCredit,
  type Course,
  type CourseRecordings,
  type LearnAccess,
  type LearnCourse,
  type LessonProgress,
  type MyLearningCourse,
  type OpenedLesson,
  type Playback,
  type Video,
  type VideoPreview,
} from '@lm/shared';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors.js';
import type { Caller } from '../http/caller.js';
import type { AccessPorts, LearningPorts } from './ports.js';

/** How long a lesson's playback cookies last: a long lesson with pauses; opening it again renews them. */
export const PLAYBACK_HOURS = 3;

type Lesson = Course['curriculum'][number]['lessons'][number];

/** Who may open every lesson of a course (decision 0034). */
const FULL: ReadonlySet<LearnAccess> = new Set(['enrolled', 'instructor', 'admin']);

export const lessonsOf = (course: Course) => course.curriculum.flatMap((section) => section.lessons);

/** The lessons a student must do to finish a course: all but placeholders, which hold nothing to do yet (decision 0045). */
export const requiredLessonsOf = (course: Course) => lessonsOf(course).filter((lesson) => lesson.kind !== 'placeholder');

/** Lessons done by opening them: there is nothing more to them than reading or fetching. */
const DONE_WHEN_OPENED: ReadonlySet<Lesson['kind']> = new Set(['text', 'link', 'file']);

async function requireCourse(ports: Pick<AccessPorts, 'courses'>, id: string, caller: Caller | undefined): Promise<Course> {
  const course = await ports.courses.get(id);
  // A draft is open to the back office only.
  if (!course || (!course.published && caller?.roleId !== ROLE.admin)) throw new NotFoundError(message('noneWithId', { what: 'course', id }));
  return course;
}

/**
 * What the caller may open of a course: every lesson for an administrator, the course's own
 * instructor and a student whose enrollment has not ended; the free previews for anyone else.
 */
async function accessOf(ports: AccessPorts, caller: Caller | undefined, course: Course): Promise<{ access: LearnAccess; until: string }> {
  if (!caller) return { access: 'visitor', until: '' };
  if (caller.roleId === ROLE.admin) return { access: 'admin', until: '' };
  const [enrollment, teacher] = await Promise.all([
    ports.enrollments.get(caller.userId, course.id),
    caller.roleId === ROLE.instructor && course.instructor_id ? ports.instructorAccountOf(course.instructor_id) : undefined,
  ]);
  if (teacher && teacher === caller.userId) return { access: 'instructor', until: '' };
  if (!enrollment) return { access: 'not-bought', until: '' };
  return { access: enrollment.access_until > ports.now().toISOString() ? 'enrolled' : 'expired', until: enrollment.access_until };
}

/**
 * How far a student is in a course: the completed lessons that are still in its curriculum, of all
 * its required lessons, and that in whole percent. The learn page, the student area, the back
 * office's course status and completion all read it from here.
 */
export function courseProgressOf(course: Course, progress: readonly LessonProgress[]): { done: number; total: number; percent: number } {
  const ids = new Set(requiredLessonsOf(course).map((lesson) => lesson.id));
  if (!ids.size) return { done: 0, total: 0, percent: 0 };
  const done = progress.filter((one) => one.completed && ids.has(one.lesson_id)).length;
  return { done, total: ids.size, percent: Math.round((100 * done) / ids.size) };
}

const percentOf = (course: Course, progress: readonly LessonProgress[]) => courseProgressOf(course, progress).percent;

export const latest = <T extends { updated_at: string }>(items: readonly T[]) => items.reduce<T | undefined>((best, item) => (!best || item.updated_at > best.updated_at ? item : best), undefined);

export async function getLearnCourse(ports: LearningPorts, caller: Caller | undefined, courseId: string): Promise<LearnCourse> {
  const course = await requireCourse(ports, courseId, caller);
  const [{ access, until }, progress] = await Promise.all([accessOf(ports, caller, course), caller ? ports.progress.ofCourse(caller.userId, course.id) : []]);
  return {
    course: { id: course.id, title: course.title, slug: course.slug, cover_image: course.cover_image },
    sections: publicCurriculumOf(course.curriculum),
    access,
    access_until: until,
    progress,
    last_lesson_id: latest(progress)?.lesson_id ?? '',
    percent: percentOf(course, progress),
  };
}

/**
 * The recordings of a course's classes (decision 0036) for a caller who may open all of it:
 * those with a file, newest class first, each with a link that plays it for as long as a lesson's
 * video does. Anyone else is refused as for a lesson, saying what to do.
 */
export async function courseRecordings(ports: LearningPorts, caller: Caller, courseId: string): Promise<CourseRecordings> {
  const course = await requireCourse(ports, courseId, caller);
  const { access, until } = await accessOf(ports, caller, course);
  if (!FULL.has(access)) throw locked(access, until);
  const kept = (await ports.recordings.ofCourse(course.id))
    .filter((recording) => recording.video_file)
    .sort((a, b) => b.recorded_on.localeCompare(a.recorded_on) || a.title.localeCompare(b.title));
  const expiresAt = new Date(ports.now().getTime() + PLAYBACK_HOURS * 3_600_000).toISOString();
  return Promise.all(
    kept.map(async ({ id, title, recorded_on, description, file_name, size, video_file }) => ({
      id,
      title,
      recorded_on,
      description,
      file_name,
      size,
      url: await ports.recordings.link(video_file, PLAYBACK_HOURS * 3600),
      expires_at: expiresAt,
    })),
  );
}

/** The refusal a caller gets for a lesson they may not open, saying what to do. */
function locked(access: LearnAccess, until: string): ForbiddenError {
  if (access === 'visitor') return new ForbiddenError(message('lessonNeedsSignIn'), 'lessonNeedsSignIn');
  if (access === 'expired') return new ForbiddenError(message('lessonAccessEnded', { date: until.slice(0, 10) }), 'lessonAccessEnded');
  return new ForbiddenError(message('lessonNotBought'), 'lessonNotBought');
}

/** A lesson of a course, for a caller who may open it (a free preview for anyone); refused with what to do otherwise. */
export async function openable(ports: AccessPorts, caller: Caller | undefined, courseId: string, lessonId: string): Promise<{ course: Course; lesson: Lesson }> {
  const course = await requireCourse(ports, courseId, caller);
  const lesson = lessonsOf(course).find((one) => one.id === lessonId);
  if (!lesson) throw new NotFoundError(message('noneWithId', { what: 'lesson', id: lessonId }));
  if (!lesson.free_preview) {
    const { access, until } = await accessOf(ports, caller, course);
    if (!FULL.has(access)) throw locked(access, until);
  }
  return { course, lesson };
}

/** An external video's embedded player: YouTube's (without its cookies) or Vimeo's. */
export function embedUrlOf(link: string): string {
  const url = new URL(link);
  const youtube = url.hostname === 'youtu.be' ? url.pathname.slice(1) : url.hostname.endsWith('youtube.com') ? (url.searchParams.get('v') ?? url.pathname.split('/').pop() ?? '') : '';
  if (youtube) return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtube)}`;
  const vimeo = url.pathname.split('/').filter(Boolean).pop() ?? '';
  return `https://player.vimeo.com/video/${encodeURIComponent(vimeo)}`;
}

/** How a ready video plays, and the cookies that let the caller's browser fetch its files. */
async function playbackOf(ports: LearningPorts, video: Video): Promise<{ playback: Playback; cookies: string[] }> {
  if (video.upload_video_type === 'others') return { playback: { type: 'embed', url: embedUrlOf(video.external_url), expires_at: '' }, cookies: [] };
  const signer = await ports.playback();
  const expiresAt = new Date(ports.now().getTime() + PLAYBACK_HOURS * 3_600_000);
  const cookies = await signer.cookiesFor(video.id, expiresAt);
  return { playback: { type: video.upload_video_type === 'video-upload-m3u8' ? 'hls' : 'mp4', url: `${signer.mediaUrl}/${video.playlist}`, expires_at: expiresAt.toISOString() }, cookies };
}

/** A video of the library previewed in the back office: its playback and cookies once it is ready. */
export async function previewVideo(ports: LearningPorts, videoId: string): Promise<{ answer: VideoPreview; cookies: string[] }> {
  const video = await ports.videos.get(videoId);
  if (!video) throw new NotFoundError(message('noneWithId', { what: 'video', id: videoId }));
  const played = video.status === 'ready' && (video.playlist || video.upload_video_type === 'others') ? await playbackOf(ports, video) : undefined;
  return { answer: { status: video.status, playback: played?.playback ?? null }, cookies: played?.cookies ?? [] };
}

/**
 * A lesson's content for those who may open it (a free preview for anyone): a text, a link, or a
 * video's playback with its short-lived cookies. Others are refused, told what to do.
 */
export async function openLesson(ports: LearningPorts, caller: Caller | undefined, courseId: string, lessonId: string): Promise<{ answer: OpenedLesson; cookies: string[] }> {
  const { course, lesson } = await openable(ports, caller, courseId, lessonId);
  const [video, file, progress] = await Promise.all([
    lesson.kind === 'video' && lesson.video_id ? ports.videos.get(lesson.video_id) : undefined,
    lesson.kind === 'file' && lesson.file_id ? ports.files.get(lesson.file_id) : undefined,
    caller ? ports.progress.ofLesson(caller.userId, course.id, lesson.id) : undefined,
  ]);
  const played = video?.status === 'ready' && (video.playlist || video.upload_video_type === 'others') ? await playbackOf(ports, video) : undefined;
  const kept = caller && DONE_WHEN_OPENED.has(lesson.kind) && !progress?.completed ? await completeOnOpening(ports, caller, course, lesson, progress) : progress;
  return {
    answer: {
      lesson: publicLessonOf(lesson),
      body: lesson.kind === 'text' ? lesson.body : '',
      url: lesson.kind === 'link' ? lesson.url : '',
      playback: played?.playback ?? null,
      video_status: video?.status ?? '',
      download: file ? await ports.files.download(file) : null,
      progress: kept ?? null,
    },
    cookies: played?.cookies ?? [],
  };
}

/**
 * A reading lesson opened by a student of the course is done, and its minutes (as the course gives
 * them) count for the day. Others who open it (a visitor's preview, the instructor) keep nothing.
 */
async function completeOnOpening(ports: LearningPorts, caller: Caller, course: Course, lesson: Lesson, kept: LessonProgress | undefined): Promise<LessonProgress | undefined> {
  if (!(await ports.enrollments.get(caller.userId, course.id))) return kept;
  const now = ports.now();
  const step = { position_seconds: kept?.position_seconds ?? 0, watched_seconds: kept?.watched_seconds ?? 0, completes: true, learned_seconds: lesson.duration_minutes * 60 };
  return (await keep(ports, caller.userId, course.id, lesson.id, kept, step, now)) ?? (await ports.progress.ofLesson(caller.userId, course.id, lesson.id));
}

/** Writes a step of a lesson's progress after `kept`; undefined when another save came first. */
async function keep(
  ports: LearningPorts,
  userId: string,
  courseId: string,
  lessonId: string,
  kept: LessonProgress | undefined,
  step: { position_seconds: number; watched_seconds: number; completes: boolean; learned_seconds: number },
  now: Date,
): Promise<LessonProgress | undefined> {
  const at = now.toISOString();
  const written = await ports.progress.record({ user_id: userId, course_id: courseId, lesson_id: lessonId, ...step, day: bangkokDay(now), at, kept_updated_at: kept?.updated_at ?? '' });
  if (!written) return undefined;
  const completed = (kept?.completed ?? false) || step.completes;
  return {
    lesson_id: lessonId,
    position_seconds: step.position_seconds,
    watched_seconds: step.watched_seconds,
    completed,
    completed_at: kept?.completed_at || (step.completes ? at : ''),
    updated_at: at,
  };
}

/** Saves that met another save of the same lesson are read and tried again this often. */
const SAVE_CONFLICT_RETRIES = 2;

/**
 * Where the caller is in a lesson they may open, and whether it is now done (decision 0045): a
 * video when the server counted 90 % of it watched, an embedded video when the student marks it
 * (the server cannot see it play), a reading lesson at once. A quiz or homework is done by its own flow, never here. A
 * lesson done stays done. The seconds watched count for the student's day.
 */
export async function saveLessonProgress(
  ports: LearningPorts,
  caller: Caller,
  courseId: string,
  lessonId: string,
  input: { position_seconds: number; duration_seconds?: number | undefined; completed?: boolean | undefined },
): Promise<LessonProgress> {
  const { course, lesson } = await openable(ports, caller, courseId, lessonId);
  const video = lesson.kind === 'video' && lesson.video_id ? await ports.videos.get(lesson.video_id) : undefined;
  const position = Math.floor(input.position_seconds);
  for (let round = 0; ; round++) {
    const kept = await ports.progress.ofLesson(caller.userId, course.id, lesson.id);
    const now = ports.now();
    const credit = lesson.kind === 'video' ? watchCredit(kept, position, now) : 0;
    const watched = (kept?.watched_seconds ?? 0) + credit;
    // The length the transcoder measured; the player's for a video it did not (a kept file); else the lesson's minutes.
    const duration = video?.duration_seconds || input.duration_seconds || lesson.duration_minutes * 60;
    const completes = !kept?.completed && (DONE_WHEN_OPENED.has(lesson.kind) || (lesson.kind === 'video' && (video?.upload_video_type === 'others' ? input.completed === true : videoWatched(watched, duration))));
    // A reading lesson counts its minutes once, when done; a video the time its credit stands for.
    const learned = DONE_WHEN_OPENED.has(lesson.kind) ? (completes ? lesson.duration_minutes * 60 : 0) : learnedSeconds(credit, kept, now);
    const saved = await keep(ports, caller.userId, course.id, lesson.id, kept, { position_seconds: position, watched_seconds: watched, completes, learned_seconds: learned }, now);
    if (saved) return saved;
    if (round >= SAVE_CONFLICT_RETRIES) throw new ConflictError(message('progressBusy'));
  }
}

/** The student's courses with their progress and the lesson they last opened, latest first. */
export async function listMyLearning(ports: LearningPorts, userId: string): Promise<MyLearningCourse[]> {
  const [enrollments, progress] = await Promise.all([ports.enrollments.listByUser(userId), ports.progress.ofUser(userId)]);
  const now = ports.now().toISOString();
  const courses = await Promise.all(enrollments.map(async (enrollment) => ({ enrollment, course: await ports.courses.get(enrollment.course_id) })));
  return courses
    .flatMap(({ enrollment, course }) => {
      if (!course) return [];
      const mine = progress.filter((one) => one.course_id === course.id);
      const last = latest(mine);
      const lastLesson = last && lessonsOf(course).find((lesson) => lesson.id === last.lesson_id);
      return [
        {
          id: course.id,
          title: course.title,
          slug: course.slug,
          cover_image: course.cover_image,
          access_until: enrollment.access_until,
          expired: enrollment.access_until <= now,
          percent: percentOf(course, mine),
          last_lesson_id: lastLesson?.id ?? '',
          last_lesson_title: lastLesson?.title ?? '',
          last_opened_at: last?.updated_at ?? enrollment.granted_at,
        },
      ];
    })
    .sort((a, b) => (a.last_opened_at < b.last_opened_at ? 1 : -1));
}
