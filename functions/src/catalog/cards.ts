import type { Course, InstructorProfile, PublicCourseCard, PublicCourseInstructor } from '@lm/shared';

/** What the storefront shows of instructor profiles, and whose they are. */
export type TeacherProfile = Pick<InstructorProfile, 'id' | 'slug' | 'name' | 'headline' | 'avatar' | 'user_id' | 'published'>;

/**
 * Who teaches a course, from the instructor profiles: a course's `instructor_id` names a profile,
 * or the account a profile belongs to (its first); only a published profile answers.
 */
export function teachers(profiles: readonly TeacherProfile[]): (teacherId: string) => PublicCourseInstructor | undefined {
  const shown = profiles.filter((profile) => profile.published).map(({ id, slug, name, headline, avatar, user_id }) => ({ user_id, public: { id, slug, name, headline, avatar } }));
  const byProfile = new Map(shown.map((profile) => [profile.public.id, profile.public]));
  const byAccount = new Map(shown.filter((profile) => profile.user_id).reverse().map((profile) => [profile.user_id, profile.public]));
  return (teacherId) => byProfile.get(teacherId) ?? byAccount.get(teacherId);
}

/** Names a course's teacher as its cards do: '' when no published profile is theirs. */
export type TeacherNames = (teacherId: string) => string;

/** The names course cards give teachers, by the rule of `teachers`. */
export function teacherNames(profiles: readonly TeacherProfile[]): TeacherNames {
  const teacherOf = teachers(profiles);
  return (teacherId) => teacherOf(teacherId)?.name ?? '';
}

/** What a course card shows, wherever courses are listed on the storefront. */
export const toCourseCard = ({ id, title, slug, price, sale_price, cover_image, category_id, instructor_id, status }: Course, nameOf: TeacherNames): PublicCourseCard => ({
  id,
  title,
  slug,
  price,
  sale_price,
  cover_image,
  category_id,
  instructor_id,
  instructor_name: nameOf(instructor_id),
  status,
});
