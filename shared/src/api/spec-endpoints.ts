import type { HttpMethod } from './route.js';

export interface SpecEndpoint {
  method: HttpMethod;
  path: string;
  /** The ../shared/SPEC.md §7 group the endpoint is listed under. */
  group: 'sign-in and session' | 'cart and custom pages' | 'public data' | 'deletes' | 'file clean-up';
}

const e = (group: SpecEndpoint['group'], method: HttpMethod, path: string): SpecEndpoint => ({ group, method, path });

const deleteByBody = [
  '/api/users/delete', '/api/delete/instructors', '/api/delete/students', '/api/user/group', '/api/roles',
  '/api/courses/delete', '/api/videocategory', '/api/order/delete', '/api/order/shipping/fee', '/api/coupon/delete',
  '/api/promotion/delete', '/api/articlecate', '/api/reviewcate', '/api/gallerycate', '/api/liveroom',
  '/api/liveroombooking', '/api/assessment/instructor/deleteassessmentinstructor', '/api/quiz', '/api/quizcategory',
  '/api/homework', '/api/homeworkcategory', '/api/comment', '/api/certificate', '/api/certificatecatagory',
];
const deleteByPost = [
  '/api/category/delete', '/api/article/delete', '/api/review/delete', '/api/gallery/delete',
  '/api/assessment/course/delete', '/api/assessment/instructor/deleteassessmentstudent', '/api/subscriber/delete',
  '/api/videosrecord/delete', '/api/videos/delete', '/api/images/delete',
];

/** Every endpoint §7 names, as data: the route table is checked against it. */
export const SPEC_ENDPOINTS: readonly SpecEndpoint[] = [
  e('sign-in and session', 'POST', '/user/login'),
  e('sign-in and session', 'POST', '/user/loginExternal'),
  e('sign-in and session', 'POST', '/user/edit'),
  e('sign-in and session', 'POST', '/public/user/social/login/azuread'),
  e('sign-in and session', 'POST', '/user/login/facebook'),
  e('sign-in and session', 'POST', '/public/user/social/login/google'),
  e('sign-in and session', 'POST', '/public/user/iframe/login'),
  e('sign-in and session', 'POST', '/user/logout'),
  e('sign-in and session', 'POST', '/user/instructor/login'),
  e('sign-in and session', 'POST', '/api/notification/subscribe'),
  e('sign-in and session', 'POST', '/api/notification/unsubscribe'),
  e('cart and custom pages', 'GET', '/public/cart/cartSize/{id}'),
  e('cart and custom pages', 'GET', '/public/custompage/instructor/{id}'),
  e('cart and custom pages', 'GET', '/public/custompage/article/{id}'),
  e('cart and custom pages', 'GET', '/public/custompage/review/{id}'),
  e('cart and custom pages', 'POST', '/public/custompage/{page}'),
  e('cart and custom pages', 'POST', '/public/custompage/{page}/category'),
  e('cart and custom pages', 'GET', '/public/custompage/module/{pageId}'),
  e('public data', 'GET', '/public/announcement/{id}'),
  e('public data', 'GET', '/public/googleanalytic'),
  e('public data', 'GET', '/public/facebookpixel'),
  ...deleteByBody.map((path) => e('deletes', 'DELETE', path)),
  ...deleteByPost.map((path) => e('deletes', 'POST', path)),
  e('file clean-up', 'GET', '/api/videosrecord/raw/{id}'),
  e('file clean-up', 'GET', '/api/videos/raw/{id}'),
  e('file clean-up', 'GET', '/api/images/{id}'),
  e('file clean-up', 'POST', '/api/delete/video/record'),
  e('file clean-up', 'POST', '/api/home/test_delete'),
  e('file clean-up', 'POST', '/api/delete/video/m3u8'),
];

/** `/a/{id}/b` and `/a/{x}/b` name the same endpoint. */
export function endpointShape(method: string, path: string): string {
  return `${method} ${path.replace(/\{[^}]+\}/g, '{}')}`;
}
