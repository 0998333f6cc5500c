import { ADMIN_SCREENS, routes } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import { toFormData } from '../../../lib/api/client';
import { deleteBodyOf } from '../api/master-file-api';
import { formOf } from './define';
import { baseOf, payloadOf, validateWith, valuesOf } from '../form/values';
import { administrators, instructors, students, subscribers, userGroups, userRoles } from './people';

const accounts = [administrators, instructors, students];
const files = [...accounts, subscribers, userRoles, userGroups];
const PASSWORD = 'Teach#2026now';

/** A stored account as GET /api/instructors/{id} answers it. */
const stored = {
  id: 'u-1',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  username: 'somchai',
  email: 'somchai@example.com',
  firstname: 'Somchai',
  lastname: 'Wongsakul',
  phone: '0812345678',
  role_id: 2,
  disabled: false,
  user_role_id: '',
  user_group_id: '',
  pdpa_approved: 1,
};

describe('people master files', () => {
  it.each(files)('$key: every field of both forms is a field of its shared schema', (file) => {
    for (const form of [formOf(file, false), formOf(file, true)]) {
      const keys = Object.keys(form.schema.shape);
      for (const field of form.fields) expect(keys).toContain(field.name);
    }
  });

  it.each(files)('$key: the table shows no password and hides the id', (file) => {
    expect(file.columns.some((column) => column.key.includes('password'))).toBe(false);
    expect(file.columns.find((column) => column.key === 'id')?.visible).toBe(false);
  });

  it.each(accounts)('$key: a new account asks for a username and a password; an edit asks for neither', (file) => {
    const create = formOf(file, false).fields.map((field) => field.name);
    const edit = formOf(file, true).fields.map((field) => field.name);
    expect(create).toEqual(expect.arrayContaining(['username', 'password', 'email', 'firstname', 'lastname', 'disabled']));
    expect(edit).not.toContain('username');
    expect(formOf(file, false).fields.find((field) => field.name === 'password')?.kind).toBe('password');
    expect(formOf(file, true).fields.find((field) => field.name === 'password')).toMatchObject({ kind: 'password', label: 'masterFiles.fields.new_password' });
  });

  it('creates an instructor from a filled form, and names the missing fields of an empty one', () => {
    const { schema, fields } = formOf(instructors, false);
    const values = { ...valuesOf(fields), username: 'kanya.t', password: PASSWORD, email: 'Kanya@Example.com', firstname: 'Kanya', lastname: 'Thongdee' };
    expect(validateWith(schema, fields, payloadOf(fields, values))).toEqual({
      data: { username: 'kanya.t', password: PASSWORD, email: 'kanya@example.com', firstname: 'Kanya', lastname: 'Thongdee', phone: '', disabled: false },
    });
    const empty = validateWith(schema, fields, payloadOf(fields, valuesOf(fields)));
    expect(empty).toMatchObject({ errors: { username: 'Username is required.', email: 'E-mail is required.', firstname: 'First name is required.' } });
    expect('errors' in empty && empty.errors.password).toMatch(/^Password must be at least/);
  });

  it('edits an account without its username, keeping the password when none is typed and replacing it when one is', () => {
    const { schema, fields } = formOf(instructors, true);
    const values = valuesOf(fields, stored);
    expect(values).toMatchObject({ password: '', email: 'somchai@example.com', disabled: false });
    const base = baseOf(schema, stored);
    expect(base).not.toHaveProperty('username');
    const kept = validateWith(schema, fields, payloadOf(fields, { ...values, disabled: true }, base));
    expect(kept).toEqual({ data: { email: 'somchai@example.com', firstname: 'Somchai', lastname: 'Wongsakul', phone: '0812345678', disabled: true, password: '' } });
    const changed = validateWith(schema, fields, payloadOf(fields, { ...values, password: PASSWORD }, base));
    expect(changed).toMatchObject({ data: { password: PASSWORD } });
    expect(validateWith(schema, fields, payloadOf(fields, { ...values, password: 'short' }, base))).toMatchObject({ errors: { password: expect.any(String) } });
  });

  it('offers user roles to administrators ("Full administrator" when none) and user groups to students ("No group")', () => {
    for (const editing of [false, true]) {
      expect(formOf(administrators, editing).fields.find((field) => field.name === 'user_role_id')).toMatchObject({
        kind: 'select',
        options: { records: 'userRoles' },
        empty: 'masterFiles.form.fullAdministrator',
      });
      expect(formOf(students, editing).fields.find((field) => field.name === 'user_group_id')).toMatchObject({
        kind: 'select',
        options: { records: 'userGroups' },
        empty: 'masterFiles.form.noGroup',
      });
    }
    const { schema, fields } = formOf(administrators, true);
    const values = { ...valuesOf(fields, { ...stored, user_role_id: 'role-1' }), user_role_id: '' };
    // The empty choice sends nothing, so the schema's '' (every screen) applies.
    expect(validateWith(schema, fields, payloadOf(fields, values, baseOf(schema, stored)))).toMatchObject({ data: { user_role_id: '' } });
  });

  it('ticks a user role’s screens from every admin screen and sends them as a JSON list', () => {
    const permissions = userRoles.fields.find((field) => field.name === 'permissions');
    expect(permissions).toMatchObject({ kind: 'choices', options: { values: ADMIN_SCREENS, labels: 'adminScreens' } });
    const values = { ...valuesOf(userRoles.fields), name: 'Editors', permissions: ['articles', 'reviews', 'articles'] };
    const checked = validateWith(userRoles.schema, userRoles.fields, payloadOf(userRoles.fields, values));
    expect(checked).toEqual({ data: { name: 'Editors', description: '', permissions: ['articles', 'reviews'] } });
    const data = 'data' in checked ? checked.data : {};
    expect(toFormData(data).get('permissions')).toBe('["articles","reviews"]');
    expect(validateWith(userRoles.schema, userRoles.fields, payloadOf(userRoles.fields, { ...values, permissions: [] }))).toEqual({
      errors: { permissions: 'Choose at least one screen.' },
    });
  });

  it('calls the people routes of the shared route table, deleting with {ids}', () => {
    expect(administrators.endpoints).toEqual({
      list: routes.listAdministrators,
      get: routes.getAdministrator,
      create: routes.createAdministrator,
      update: routes.updateAdministrator,
      remove: routes.deleteAdministrators,
    });
    expect(instructors.endpoints.remove).toMatchObject({ method: 'DELETE', path: '/api/delete/instructors' });
    expect(students.endpoints.remove).toMatchObject({ method: 'DELETE', path: '/api/delete/students' });
    expect(subscribers.endpoints.remove).toMatchObject({ method: 'POST', path: '/api/subscriber/delete' });
    expect(userRoles.endpoints.remove).toBe(routes.deleteUserRoles);
    expect(userGroups.endpoints.remove).toBe(routes.deleteUserGroups);
    for (const file of files) expect(deleteBodyOf(file, ['x'])).toEqual({ ids: ['x'] });
  });
});
