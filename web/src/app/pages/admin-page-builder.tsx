import { masterFilePage } from './admin-workspace';

/** The page builder: custom pages and their modules (admin path component `pageBuilder`). */
export default masterFilePage('PageBuilderScreen');
