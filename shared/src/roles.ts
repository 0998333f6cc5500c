/** Role ids of ../shared/SPEC.md §6 and the Cognito groups that carry them (ARCHITECTURE §5). */
export const ROLE = { admin: 1, instructor: 2, student: 3 } as const;
export type RoleName = keyof typeof ROLE;
export type RoleId = (typeof ROLE)[RoleName];

export const ROLE_GROUPS: readonly { group: RoleName; roleId: RoleId; precedence: number; description: string }[] = [
  { group: 'admin', roleId: ROLE.admin, precedence: 1, description: 'Administrators of the back office' },
  { group: 'instructor', roleId: ROLE.instructor, precedence: 2, description: 'Instructors' },
  { group: 'student', roleId: ROLE.student, precedence: 3, description: 'Students (clients)' },
];

/** The role a token's `cognito:groups` claim grants: the group of lowest precedence wins. */
export function roleFromGroups(groups: readonly string[] | undefined): RoleId | undefined {
  const held = ROLE_GROUPS.filter((g) => groups?.includes(g.group));
  return held.sort((a, b) => a.precedence - b.precedence)[0]?.roleId;
}

export function groupOfRole(roleId: RoleId): RoleName {
  const found = ROLE_GROUPS.find((g) => g.roleId === roleId);
  if (!found) throw new Error(`No group carries role ${roleId}`);
  return found.group;
}
