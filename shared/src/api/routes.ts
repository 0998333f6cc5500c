import { accountRoutes } from './account-routes.js';
import { catalogRoutes } from './catalog-routes.js';
import { contentRoutes } from './content-routes.js';
import { notificationRoutes } from './notification-routes.js';
import { pageRoutes } from './page-routes.js';
import { peopleRoutes } from './people-routes.js';
import { signInRoutes } from './sign-in-routes.js';
import { defineRoute, EXAMPLE_USER_ID, routeKey, type RouteDefinition } from './route.js';
import { okBody } from './schemas/common.js';
import {
  instructorLoginRequest,
  loginRequest,
  loginResponse,
  logoutRequest,
  refreshTokenRequest,
  refreshTokenResponse,
  registerRequest,
  forgotPasswordRequest,
  resetPasswordRequest,
  passwordMessageResponse,
} from './schemas/identity.js';
import { pdpaApprovalRequest, pdpaApprovalResponse, siteSettings } from './schemas/settings.js';
import {
  announcementListResponse,
  announcementParams,
  announcementReadResponse,
  facebookPixelResponse,
  googleAnalyticResponse,
  trackingSettings,
} from './schemas/site.js';

/**
 * Every endpoint of the API, once (ARCHITECTURE §2). Infra creates one HTTP API
 * route per entry, each domain Lambda dispatches on it, the local gateway
 * mounts it and the web calls through it. An entry appears here only once its
 * handler exists and is tested.
 */
export const routes = {
  login: defineRoute({
    id: 'login',
    method: 'POST',
    path: '/user/login',
    domain: 'identity',
    access: 'public',
    summary: 'Sign in with username and password; answers the id token and the profile.',
    body: loginRequest,
    response: loginResponse,
  }),
  instructorLogin: defineRoute({
    id: 'instructorLogin',
    method: 'POST',
    path: '/user/instructor/login',
    domain: 'identity',
    access: 'public',
    summary: 'Sign in an instructor (role 2 only).',
    body: instructorLoginRequest,
    response: loginResponse,
  }),
  refreshToken: defineRoute({
    id: 'refreshToken',
    method: 'POST',
    path: '/user/token/refresh',
    domain: 'identity',
    access: 'public',
    summary: 'Exchange the refresh token for a new id token while the session lasts.',
    body: refreshTokenRequest,
    response: refreshTokenResponse,
  }),
  logout: defineRoute({
    id: 'logout',
    method: 'POST',
    path: '/user/logout',
    domain: 'identity',
    access: 'signed-in',
    summary: "End the caller's own session.",
    body: logoutRequest,
    response: okBody,
    ownership: { kind: 'body', field: 'user_id' },
    example: { user_id: EXAMPLE_USER_ID },
  }),
  approvePdpa: defineRoute({
    id: 'approvePdpa',
    method: 'POST',
    path: '/user/pdpa',
    domain: 'identity',
    access: 'signed-in',
    summary: "Record the caller's own approval of the privacy policy (PDPA); sign-in then answers pdpa_approved 1.",
    body: pdpaApprovalRequest,
    response: pdpaApprovalResponse,
  }),
  register: defineRoute({
    id: 'register',
    method: 'POST',
    path: '/user/register',
    domain: 'identity',
    access: 'public',
    summary: 'Create a student account (Cognito user in group student and its profile) and sign it in; answers like /user/login.',
    body: registerRequest,
    response: loginResponse,
  }),
  forgotPassword: defineRoute({
    id: 'forgotPassword',
    method: 'POST',
    path: '/user/password/forgot',
    domain: 'identity',
    access: 'public',
    summary: 'E-mail a single-use link to reset the password; the answer is the same whether or not an account uses the address.',
    body: forgotPasswordRequest,
    response: passwordMessageResponse,
  }),
  resetPassword: defineRoute({
    id: 'resetPassword',
    method: 'POST',
    path: '/user/password/reset',
    domain: 'identity',
    access: 'public',
    summary: 'Set a new password with the token of a reset link, which then stops working.',
    body: resetPasswordRequest,
    response: passwordMessageResponse,
  }),
  getGoogleAnalytic: defineRoute({
    id: 'getGoogleAnalytic',
    method: 'GET',
    path: '/public/googleanalytic',
    domain: 'site',
    access: 'public',
    summary: 'The analytics id; an empty list when none is configured.',
    response: googleAnalyticResponse,
  }),
  getFacebookPixel: defineRoute({
    id: 'getFacebookPixel',
    method: 'GET',
    path: '/public/facebookpixel',
    domain: 'site',
    access: 'public',
    summary: 'The tracking-pixel configuration.',
    response: facebookPixelResponse,
  }),
  getSiteSettings: defineRoute({
    id: 'getSiteSettings',
    method: 'GET',
    path: '/public/settings',
    domain: 'site',
    access: 'public',
    summary: 'The storefront configuration the SPA reads at start-up: theme, texts, header and footer styles, route lists, package flags and privacy policy.',
    response: siteSettings,
  }),
  listUserAnnouncements: defineRoute({
    id: 'listUserAnnouncements',
    method: 'GET',
    path: '/public/announcement/{id}',
    domain: 'site',
    access: 'public',
    optionalIdentity: true,
    summary: "Announcements for a user with their read flags; group and personal ones only to that user's own token.",
    params: announcementParams,
    response: announcementListResponse,
    ownership: { kind: 'filtered' },
  }),
  markAnnouncementRead: defineRoute({
    id: 'markAnnouncementRead',
    method: 'POST',
    path: '/api/announcement/{id}/read',
    domain: 'site',
    access: 'signed-in',
    summary: 'Mark an announcement meant for the caller as read (action_read 1); 404 for one meant for someone else.',
    params: announcementParams,
    response: announcementReadResponse,
    ownership: {
      kind: 'record',
      list: 'listUserAnnouncements',
      listParams: { id: EXAMPLE_USER_ID },
      where: { audience: 'user' },
      create: { route: 'createAnnouncement', as: 'admin' },
    },
  }),
  getTrackingSettings: defineRoute({
    id: 'getTrackingSettings',
    method: 'GET',
    path: '/api/settings/tracking',
    domain: 'site',
    access: 'admin',
    permission: ['siteSettings'],
    summary: 'The analytics id and tracking-pixel configuration, for the back office.',
    response: trackingSettings,
    feature: 'TRACKING_CODE',
  }),
  updateTrackingSettings: defineRoute({
    id: 'updateTrackingSettings',
    method: 'PUT',
    path: '/api/settings/tracking',
    domain: 'site',
    access: 'admin',
    permission: ['siteSettings'],
    summary: 'Set the analytics id and tracking-pixel configuration.',
    body: trackingSettings,
    response: trackingSettings,
    feature: 'TRACKING_CODE',
  }),
  updatePlan: defineRoute({
    id: 'updatePlan',
    method: 'PUT',
    path: '/api/settings/plan',
    domain: 'site',
    access: 'admin',
    permission: ['siteSettings'],
    summary: 'Set the plan and package table the site runs (SPEC §6); answers the plan with its features.',
    // The plan group of the site settings, without the features the server works out.
    body: siteSettings.shape.plan.omit({ features: true }),
    response: siteSettings.shape.plan,
  }),
  ...catalogRoutes,
  ...pageRoutes,
  ...contentRoutes,
  ...accountRoutes,
  ...peopleRoutes,
  ...signInRoutes,
  ...notificationRoutes,
} as const satisfies Record<string, RouteDefinition>;

export type Routes = typeof routes;
export type RouteId = keyof Routes;

export const routeList: readonly RouteDefinition[] = Object.values(routes);

export function findRouteByKey(key: string): RouteDefinition | undefined {
  return routeList.find((route) => routeKey(route) === key);
}
