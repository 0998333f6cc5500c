export { SignOutInstructorPage as default } from './sign-out';
