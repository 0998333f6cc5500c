import type { Course, InstructorProfile, PublicCourseCard } from '@lm/shared';

/** Names a course's teacher (its `instructor_id`) as its cards do: '' when no published profile is theirs. */
export type TeacherNames = (teacherId: string) => string;

/**
 * The names cards give teachers, from the instructor profiles: a course names its teacher by the
 * profile's id or by the account the profile belongs to; only published profiles are named.
 */
export function teacherNames(profiles: readonly Pick<InstructorProfile, 'id' | 'user_id' | 'name' | 'published'>[]): TeacherNames {
  const published = profiles.filter((profile) => profile.published);
  const byAccount = new Map(published.filter((profile) => profile.user_id).map((profile) => [profile.user_id, profile.name]));
  const byProfile = new Map(published.map((profile) => [profile.id, profile.name]));
  return (teacherId) => byProfile.get(teacherId) ?? byAccount.get(teacherId) ?? '';
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
