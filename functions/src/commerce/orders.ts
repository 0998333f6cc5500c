import { message, type Order, type OwnedCourse } from '@lm/shared';
import { NotFoundError } from '../errors.js';
import type { CommercePorts, Enrollment, Sellable } from './ports.js';

/* Orders as read: a student's own, the courses they own, and any order by its id. */

/** A student's orders, newest first. */
export const listMyOrders = async (ports: CommercePorts, userId: string) => (await ports.orders.listByUser(userId)).sort((a, b) => (a.created_at < b.created_at ? 1 : -1));

/** A student's own order; another's is not found (never "forbidden", which would tell it exists). */
export async function getMyOrder(ports: CommercePorts, userId: string, id: string): Promise<Order> {
  const order = await ports.orders.get(id);
  if (!order || order.user_id !== userId) throw new NotFoundError(message('orderNotFound'));
  return order;
}

/** The courses a student owns, newest first; those past their access are marked. */
export async function listMyCourses(ports: CommercePorts, userId: string) {
  const enrollments = await ports.enrollments.listByUser(userId);
  const courses = await ports.sellables.course.find(enrollments.map((enrollment) => enrollment.courseId));
  const now = ports.now().toISOString();
  return enrollments.sort((a, b) => (a.grantedAt < b.grantedAt ? 1 : -1)).map((enrollment) => ownedCourseOf(enrollment, courses.get(enrollment.courseId), now));
}

/** A course the student owns, as their courses list it. */
export const ownedCourseOf = (enrollment: Enrollment, course: Sellable | undefined, now: string): OwnedCourse => ({
  course_id: enrollment.courseId,
  title: course?.name ?? '',
  slug: course?.slug ?? '',
  cover_image: course?.image ?? '',
  order_id: enrollment.orderId,
  serial_code: enrollment.serialCode,
  granted_at: enrollment.grantedAt,
  access_until: enrollment.accessUntil,
  expired: enrollment.accessUntil < now,
});

/** Any order by its id (the back office, the payment paths), or not found. */
export async function requireAnyOrder(ports: CommercePorts, id: string) {
  const order = await ports.orders.get(id);
  if (!order) throw new NotFoundError(message('noneWithId', { what: 'order', id }));
  return order;
}
