import type { Course, PublicCourseCard } from '@lm/shared';

/** What a course card shows, wherever courses are listed on the storefront. */
export const toCourseCard = ({ id, title, slug, price, sale_price, cover_image, category_id, instructor_id, status }: Course): PublicCourseCard => ({
  id,
  title,
  slug,
  price,
  sale_price,
  cover_image,
  category_id,
  instructor_id,
  status,
});
