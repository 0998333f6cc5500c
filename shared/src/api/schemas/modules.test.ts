import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { MODULE_DATA, moduleDataOf } from './modules.js';
import { MODULE_TYPES } from '../enums.js';

/** A field the page builder can draw an input for: text, number, checkbox, a choice, ids, or rows of such. */
function formFriendly(schema: Record<string, unknown>, path: string, rows = true): string[] {
  const type = schema.type;
  if (type === 'string' || type === 'number' || type === 'integer' || type === 'boolean') return [];
  if (type === 'array') {
    const items = schema.items as Record<string, unknown>;
    if (items.type === 'string') return [];
    if (rows && items.type === 'object') return formFriendly(items, `${path}[]`, false);
    return [`${path} is a list of ${String(items.type)}`];
  }
  if (type === 'object') {
    return Object.entries(schema.properties as Record<string, Record<string, unknown>>).flatMap(([name, field]) => {
      const inner = field.type === 'object' ? [`${path}.${name} is a nested object`] : formFriendly(field, `${path}.${name}`, rows);
      return rows ? inner : inner.concat(field.type === 'array' ? [`${path}.${name}: a row holds a list`] : []);
    });
  }
  return [`${path} has type ${String(type)}`];
}

describe('the module data shapes', () => {
  it('cover every module type, each flat enough for the page builder to draw its inputs', () => {
    expect(Object.keys(MODULE_DATA).sort()).toEqual([...MODULE_TYPES].sort());
    for (const type of MODULE_TYPES) {
      const json = z.toJSONSchema(MODULE_DATA[type], { io: 'input' }) as Record<string, unknown>;
      expect(json.type, type).toBe('object');
      expect(formFriendly(json, type), type).toEqual([]);
    }
  });

  it('fill every field that may be empty with its default', () => {
    expect(moduleDataOf('course', { ids: ['course-a'] }).data).toEqual({ heading: '', source: 'selected', ids: ['course-a'], category: 'all', number: 12 });
    expect(moduleDataOf('header', {}).data).toEqual({ style: 'headerSystemOne' });
    expect(moduleDataOf('button', { label: 'Join', link: '/registration' }).data).toEqual({ label: 'Join', link: '/registration', style: 'primary', new_tab: false });
    expect(moduleDataOf('map', { latitude: 13.7, longitude: 100.5 }).data).toEqual({ heading: '', latitude: 13.7, longitude: 100.5, label: '', zoom: 16 });
    expect(moduleDataOf('iframeAutoSignin', { title: 'Live room', src: '/live' }).data).toMatchObject({ origin: '', height: 600 });
    expect(moduleDataOf('ExternalLesson', { lessons: [{ title: 'Intro', url: 'https://youtu.be/dQw4w9WgXcQ' }] }).data).toEqual({
      heading: '',
      lessons: [{ title: 'Intro', url: 'https://youtu.be/dQw4w9WgXcQ', provider: '', duration: '' }],
    });
  });

  it('refuse data a renderer could not show, naming the field', () => {
    const issue = (type: (typeof MODULE_TYPES)[number], data: unknown) => moduleDataOf(type, data).error?.issues.map((i) => i.path.join('.'));
    expect(issue('text', { heading: 'Why' })).toEqual(['body']);
    expect(issue('text', { body: '   ' })).toEqual(['body']);
    expect(issue('slide', { slides: [] })).toEqual(['slides']);
    expect(issue('slide', { slides: [{ subtitle: 'no title' }] })).toEqual(['slides.0.title']);
    expect(issue('course', { source: 'newest' })).toEqual(['source']);
    expect(issue('course', { number: 0 })).toEqual(['number']);
    expect(issue('map', { latitude: 91, longitude: 0 })).toEqual(['latitude']);
    expect(issue('button', { label: 'Go', link: '/x', style: 'loud' })).toEqual(['style']);
    expect(issue('header', { style: 'headerSystemNine' })).toEqual(['style']);
    expect(issue('custom', { html: '' })).toEqual(['html']);
    expect(issue('listData', { items: [{ body: 'x' }] })).toEqual(['items.0.title']);
  });

  it('let a detail module name its item, or take it from the path, but not neither', () => {
    for (const type of ['instructorDetail', 'articleDetail', 'reviewDetail', 'itemCourseDetail', 'relatedCourse'] as const) {
      expect(moduleDataOf(type, { id: 'somchai' }).success, type).toBe(true);
      expect(moduleDataOf(type, { from_path: true }).success, type).toBe(true);
      expect(moduleDataOf(type, { heading: 'Meet' }).error?.issues.map((i) => [i.path.join('.'), i.message]), type).toEqual([['id', 'id names the item, unless from_path is set.']]);
    }
    expect(moduleDataOf('relatedCourse', { id: 'course-a' }).data).toEqual({ heading: '', id: 'course-a', from_path: false, number: 4 });
  });
});
