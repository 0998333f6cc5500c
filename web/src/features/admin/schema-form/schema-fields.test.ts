import { MODULE_DATA, MODULE_TYPES, moduleDataOf, SITE_SETTING_INPUTS, seoSettingsInput } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import { dataOf, fieldErrorsOf, specsOf, valuesOf } from './schema-fields';

describe('specsOf', () => {
  it('offers an input for every field of every module type', () => {
    for (const type of MODULE_TYPES) {
      const schema = MODULE_DATA[type];
      const shape = Object.keys((schema as unknown as { shape: object }).shape);
      expect(specsOf(schema).map((spec) => spec.name), type).toEqual(shape);
    }
  });

  it('reads each kind of field from the schema', () => {
    expect(specsOf(MODULE_DATA.map)).toEqual([
      { kind: 'text', name: 'heading', long: false },
      { kind: 'number', name: 'latitude', integer: false, min: -90, max: 90 },
      { kind: 'number', name: 'longitude', integer: false, min: -180, max: 180 },
      { kind: 'text', name: 'label', long: false },
      { kind: 'number', name: 'zoom', integer: true, min: 1, max: 19 },
    ]);
    expect(specsOf(MODULE_DATA.text)).toContainEqual({ kind: 'text', name: 'body', long: true });
    expect(specsOf(MODULE_DATA.button)).toEqual(
      expect.arrayContaining([
        { kind: 'select', name: 'style', options: ['primary', 'secondary'] },
        { kind: 'checkbox', name: 'new_tab' },
      ]),
    );
    expect(specsOf(MODULE_DATA.course_category)).toContainEqual({ kind: 'list', name: 'category_ids' });
    expect(specsOf(MODULE_DATA.slide)).toContainEqual({
      kind: 'rows',
      name: 'slides',
      columns: [
        { kind: 'text', name: 'title', long: false },
        { kind: 'text', name: 'subtitle', long: false },
        { kind: 'text', name: 'image', long: false },
        { kind: 'text', name: 'link', long: false },
      ],
    });
    // Form-data flags, coerced numbers and JSON lists of the settings groups.
    expect(specsOf(SITE_SETTING_INPUTS.headerSubMenu)).toEqual([
      { kind: 'rows', name: 'items', columns: [{ kind: 'text', name: 'label', long: false }, { kind: 'text', name: 'link', long: false }, { kind: 'checkbox', name: 'new_tab' }] },
    ]);
    expect(specsOf(SITE_SETTING_INPUTS.settingLiveroom)).toContainEqual({ kind: 'number', name: 'join_before_minutes', integer: true, min: 0, max: 120 });
    expect(specsOf(seoSettingsInput)).toContainEqual({ kind: 'checkbox', name: 'robot_index' });
  });
});

describe('values and data', () => {
  it("starts a new module from its schema's defaults", () => {
    const specs = specsOf(MODULE_DATA.course);
    expect(valuesOf(MODULE_DATA.course, specs)).toEqual({ heading: '', source: 'selected', ids: '', category: 'all', number: '12' });
  });

  it('turns what the form holds into data the schema takes, and back', () => {
    const specs = specsOf(MODULE_DATA.course);
    const data = dataOf(specs, { heading: 'Popular', source: 'latest', ids: ' c1, c2 ,, ', category: 'all', number: '8' });
    expect(data).toEqual({ heading: 'Popular', source: 'latest', ids: ['c1', 'c2'], category: 'all', number: 8 });
    expect(moduleDataOf('course', data).success).toBe(true);
    expect(valuesOf(MODULE_DATA.course, specs, data)).toMatchObject({ ids: 'c1, c2', number: '8' });
  });

  it('drops empty rows, keeps row flags, and leaves a number that is not one for the schema to name', () => {
    const slides = specsOf(MODULE_DATA.slide);
    const data = dataOf(slides, { heading: '', slides: [{ title: 'One', subtitle: '', image: '', link: '' }, { title: ' ', subtitle: '', image: '', link: '' }] });
    expect(data.slides).toEqual([{ title: 'One', subtitle: '', image: '', link: '' }]);
    const menu = specsOf(SITE_SETTING_INPUTS.headerSubMenu);
    expect(dataOf(menu, { items: [{ label: 'Blog', link: '/blog', new_tab: true }] })).toEqual({ items: [{ label: 'Blog', link: '/blog', new_tab: true }] });
    const map = specsOf(MODULE_DATA.map);
    const result = moduleDataOf('map', dataOf(map, { heading: '', latitude: 'north', longitude: '', label: '', zoom: '' }));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['latitude', 'longitude']);
  });

  it("keeps one message per field from the API's fields, a row's saying which row", () => {
    expect(
      fieldErrorsOf(
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
