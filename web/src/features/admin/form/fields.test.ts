import { courseInput, MODULE_DATA, MODULE_TYPES, moduleDataOf, SITE_SETTING_INPUTS, seoSettingsInput } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import { settingsFieldsOf } from '../page-builder/lib/module-list';
import { fieldsOf, withLabels } from './fields';
import { errorsAt, payloadOf, valuesOf } from './values';

const L = 'pageBuilder.fields';

describe('fieldsOf', () => {
  it('offers an input for every field of every module type', () => {
    for (const type of MODULE_TYPES) {
      const schema = MODULE_DATA[type];
      const shape = Object.keys((schema as unknown as { shape: object }).shape);
      expect(settingsFieldsOf(schema).map((field) => field.name), type).toEqual(shape);
    }
  });

  it('reads each kind of field from the schema, with its bounds and its default', () => {
    expect(settingsFieldsOf(MODULE_DATA.map)).toEqual([
      expect.objectContaining({ kind: 'text', name: 'heading', label: `${L}.heading` }),
      expect.objectContaining({ kind: 'number', name: 'latitude', integer: false, min: -90, max: 90 }),
      expect.objectContaining({ kind: 'number', name: 'longitude', integer: false, min: -180, max: 180 }),
      expect.objectContaining({ kind: 'text', name: 'label' }),
      expect.objectContaining({ kind: 'number', name: 'zoom', integer: true, min: 1, max: 19 }),
    ]);
    expect(settingsFieldsOf(MODULE_DATA.text)).toContainEqual(expect.objectContaining({ kind: 'textarea', name: 'body' }));
    expect(settingsFieldsOf(MODULE_DATA.button)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'select', name: 'style', options: { values: ['primary', 'secondary'], labels: 'pageBuilder.options' } }),
        expect.objectContaining({ kind: 'checkbox', name: 'new_tab' }),
      ]),
    );
    expect(settingsFieldsOf(MODULE_DATA.course_category)).toContainEqual(expect.objectContaining({ kind: 'list', name: 'category_ids' }));
    const slides = settingsFieldsOf(MODULE_DATA.slide).find((field) => field.name === 'slides');
    expect(slides?.kind).toBe('rows');
    expect(slides?.columns?.map((column) => [column.kind, column.name, column.label])).toEqual([
      ['text', 'title', `${L}.title`],
      ['text', 'subtitle', `${L}.subtitle`],
      ['text', 'image', `${L}.image`],
      ['text', 'link', `${L}.link`],
    ]);
    // Form-data flags, coerced numbers and JSON lists of the settings groups.
    expect(settingsFieldsOf(SITE_SETTING_INPUTS.headerSubMenu)[0]?.columns?.map((column) => column.kind)).toEqual(['text', 'text', 'checkbox']);
    expect(settingsFieldsOf(SITE_SETTING_INPUTS.settingLiveroom)).toContainEqual(expect.objectContaining({ kind: 'number', name: 'join_before_minutes', integer: true, min: 0, max: 120 }));
    expect(settingsFieldsOf(seoSettingsInput)).toContainEqual(expect.objectContaining({ kind: 'checkbox', name: 'robot_index' }));
  });

  it('shows the fields a form names, in its order, with its overrides over what the schema says', () => {
    const fields = fieldsOf(courseInput, { labels: 'masterFiles.fields', only: ['price', 'sale_price', 'status'], overrides: { price: { kind: 'money' }, status: { optionLabels: 'masterFiles.statuses' } } });
    expect(fields).toEqual([
      expect.objectContaining({ name: 'price', kind: 'money', label: 'masterFiles.fields.price' }),
      expect.objectContaining({ name: 'sale_price', kind: 'number', nullable: true, initial: null }),
      expect.objectContaining({ name: 'status', kind: 'select', initial: 'open', options: { values: ['open', 'coming_soon', 'closed'], labels: 'masterFiles.statuses' } }),
    ]);
    expect(() => fieldsOf(courseInput, { labels: 'x', only: ['nothing'] })).toThrow('The schema has no field nothing.');
  });

  it('words a schema’s message with the form’s labels', () => {
    const labels = { category_id: 'Category', sale_price: 'Sale price', price: 'Price' };
    expect(withLabels('category_id is required.', labels)).toBe('Category is required.');
    expect(withLabels('sale_price cannot be more than price.', labels)).toBe('Sale price cannot be more than price.');
    expect(withLabels('ราคา price', { price: 'ราคา' })).toBe('ราคา ราคา');
    expect(withLabels('The e-mail is taken.', labels)).toBe('The e-mail is taken.');
    expect(withLabels('โปรดกรอกslug', { slug: 'Slug' })).toBe('โปรดกรอกSlug');
  });
});

describe('values and data', () => {
  it("starts a new module from its schema's defaults", () => {
    expect(valuesOf(settingsFieldsOf(MODULE_DATA.course))).toEqual({ heading: '', source: 'selected', ids: '', category: 'all', number: '12' });
  });

  it('turns what the form holds into data the schema takes, and back', () => {
    const fields = settingsFieldsOf(MODULE_DATA.course);
    const data = payloadOf(fields, { heading: 'Popular', source: 'latest', ids: ' c1, c2 ,, ', category: 'all', number: '8' });
    expect(data).toEqual({ heading: 'Popular', source: 'latest', ids: ['c1', 'c2'], category: 'all', number: 8 });
    expect(moduleDataOf('course', data).success).toBe(true);
    expect(valuesOf(fields, data)).toMatchObject({ ids: 'c1, c2', number: '8' });
  });

  it('drops empty rows, keeps row flags, and leaves a number that is not one for the schema to name', () => {
    const slides = settingsFieldsOf(MODULE_DATA.slide);
    const data = payloadOf(slides, { heading: '', slides: [{ title: 'One', subtitle: '', image: '', link: '' }, { title: ' ', subtitle: '', image: '', link: '' }] });
    expect(data.slides).toEqual([{ title: 'One', subtitle: '', image: '', link: '' }]);
    const menu = settingsFieldsOf(SITE_SETTING_INPUTS.headerSubMenu);
    expect(payloadOf(menu, { items: [{ label: 'Blog', link: '/blog', new_tab: true }] })).toEqual({ items: [{ label: 'Blog', link: '/blog', new_tab: true }] });
    const map = settingsFieldsOf(MODULE_DATA.map);
    const result = moduleDataOf('map', payloadOf(map, { heading: '', latitude: 'north', longitude: '', label: '', zoom: '' }));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['latitude', 'longitude']);
  });

  it("keeps one message per field from the API's fields, a row's saying which row", () => {
    expect(
      errorsAt(
        {
          'modules.1.data.body': ['Module 2 (text), body: too short'],
          'modules.1.data.slides.2.title': ['Title missing'],
          'modules.0.data.body': ['Another module'],
        },
        'modules.1.data',
      ),
    ).toEqual({ body: 'Module 2 (text), body: too short', slides: '3: Title missing' });
  });
});
