import { domainRouter } from '../http/router.js';
import { handler as getFacebookPixel } from './get-facebook-pixel.js';
import { handler as getGoogleAnalytic } from './get-google-analytic.js';
import { handler as listUserAnnouncements } from './list-user-announcements.js';

export const handler = domainRouter('site', [getGoogleAnalytic, getFacebookPixel, listUserAnnouncements]);
