import { masterFilePage } from './admin-workspace';

/** Administrators' accounts (admin path component `administrators`). */
export default masterFilePage('AdministratorsScreen');
