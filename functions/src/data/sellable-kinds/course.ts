import type { Sellable } from '../../commerce/ports.js';
import { byIds, type SellableKindDefinition } from './kind.js';

/** A course: sold once per buyer, never ships; paying grants an enrollment until its access ends, a refund takes it back. */
export const courseKind: SellableKindDefinition = (db) => ({
  port: {
    find: async (ids) => {
      const courses = await byIds((keys) => db.courses.get(keys).go(), ids, 'courses');
      return new Map(
        courses.map((course): [string, Sellable] => [
          course.id,
          {
            kind: 'course',
            id: course.id,
            name: course.title,
            slug: course.slug,
            image: course.cover_image ?? '',
            unitPrice: course.sale_price ?? course.price,
            categoryIds: [course.category_id],
            physical: false,
            weightGrams: 0,
            available: !!course.published && course.status === 'open',
            stock: null,
            maxPerCart: 1,
          },
        ]),
      );
    },
    owned: async (userId, ids) => {
      if (!ids.length) return new Set();
      const { data } = await db.enrollments.query.byUser({ user_id: userId }).go({ pages: 'all' });
      return new Set(data.filter((enrollment) => ids.includes(enrollment.course_id)).map((enrollment) => enrollment.course_id));
    },
  },
  // A put, not a create: a course bought twice (two orders paid) extends the access rather than failing the payment.
  fulfil: async (line, order, fulfilment) => (tx) =>
    fulfilment.enrollments
      .filter((enrollment) => enrollment.courseId === line.item_id)
      .map((enrollment) =>
        tx.enrollments.put({ user_id: order.user_id, course_id: enrollment.courseId, order_id: order.id, granted_at: fulfilment.paidAt, access_until: enrollment.accessUntil }).commit(),
      ),
  // Only the enrollment this order granted is taken back: not one a later order or a serial number granted since.
  takeBack: async (line, order) => {
    const key = { user_id: order.user_id, course_id: line.item_id };
    const { data } = await db.enrollments.get(key).go();
    if (data?.order_id !== order.id) return () => [];
    return (tx) => [tx.enrollments.delete(key).where((attributes, operations) => operations.eq(attributes.order_id, order.id)).commit()];
  },
});
