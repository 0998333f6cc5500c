import { ROLE, type RoleId } from '@lm/shared';

export const DEMO_PASSWORD = 'Demo#2026pass';

export interface DemoAccount {
  username: string;
  roleId: RoleId;
  firstname: string;
  lastname: string;
  email: string;
  userGroupId?: string;
  /** Administrators only: the user role they hold (people.ts seeds the roles). */
  userRoleId?: string;
  selfLearning?: boolean;
  note: string;
}

/** The demo accounts `npm start` seeds; the README lists the same. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { username: 'admin', roleId: ROLE.admin, firstname: 'Ada', lastname: 'Admin', email: 'admin@example.com', note: 'administrator (role 1)' },
  { username: 'instructor', roleId: ROLE.instructor, firstname: 'Ines', lastname: 'Teacher', email: 'instructor@example.com', note: 'instructor (role 2)' },
  { username: 'student', roleId: ROLE.student, firstname: 'Somchai', lastname: 'Jaidee', email: 'student@example.com', userGroupId: 'premium', note: 'student (role 3), user group premium' },
  { username: 'student2', roleId: ROLE.student, firstname: 'Malee', lastname: 'Suksan', email: 'student2@example.com', userGroupId: 'morning-class', note: 'student (role 3), user group Morning class' },
  { username: 'editor', roleId: ROLE.admin, firstname: 'Eddie', lastname: 'Editor', email: 'editor@example.com', userRoleId: 'content-editor', note: 'administrator holding the user role Content editor' },
  { username: 'instructor2', roleId: ROLE.instructor, firstname: 'Niran', lastname: 'Khru', email: 'instructor2@example.com', note: 'instructor (role 2)' },
  { username: 'somchai', roleId: ROLE.instructor, firstname: 'Somchai', lastname: 'Wongsakul', email: 'somchai@example.com', note: 'instructor (role 2) teaching "Python for beginners"' },
  { username: 'selflearner', roleId: ROLE.student, firstname: 'Sam', lastname: 'Self', email: 'selflearner@example.com', selfLearning: true, note: 'self-learning account: refused at sign-in' },
];

/** Accounts the login benchmark signs in and out of, one per connection. */
export function benchAccounts(count: number): DemoAccount[] {
  return Array.from({ length: count }, (_, i) => {
    const n = String(i + 1).padStart(2, '0');
    return { username: `bench${n}`, roleId: ROLE.student, firstname: 'Bench', lastname: n, email: `bench${n}@example.com`, note: 'benchmark' };
  });
}
