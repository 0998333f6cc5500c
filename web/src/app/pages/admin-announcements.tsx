import { masterFilePage } from './admin-workspace';

/** Announcements (admin path component `announcements`). */
export default masterFilePage('AnnouncementsScreen');
