import { MODULE_DATA } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import { bannerOf, contactOf, courseCategoryOf, itemListOf, mapOf, slideOf, stepsOf, textOf, videoOf } from './module-guards';

/** Each guard gives what its shape in MODULE_DATA gives: the data with its defaults, or nothing. */
const CASES = [
  {
    name: 'banner',
    guard: bannerOf,
    schema: MODULE_DATA.banner,
    fits: [{ image: ' /a.png ' }, { heading: 'Offer', image: '/a.png', alt: 'Twenty percent off', link: ' /promotion ' }],
    misfits: [null, 'banner', [], {}, { image: '   ' }, { image: 5 }, { image: '/a.png', alt: null }, { image: '/a.png', link: 3 }],
  },
  {
    name: 'slide',
    guard: slideOf,
    schema: MODULE_DATA.slide,
    fits: [{ slides: [{ title: ' One ' }] }, { heading: 'News', slides: [{ title: 'One', subtitle: 'sub', image: '/1.png', link: '/x' }, { title: 'Two' }] }],
    misfits: [{}, { slides: [] }, { slides: [{ title: '' }] }, { slides: [{ title: 'One' }, null] }, { slides: 'one' }, { slides: [{ title: 'One', image: 4 }] }],
  },
  {
    name: 'text',
    guard: textOf,
    schema: MODULE_DATA.text,
    fits: [{ body: ' Hello ' }, { heading: 'Why', body: 'Because' }],
    misfits: [{}, { body: ' ' }, { body: 'x', heading: 1 }],
  },
  {
    name: 'contact',
    guard: contactOf,
    schema: MODULE_DATA.contactus,
    fits: [{}, { heading: 'Contact', address: 'Bangkok', phone: '+66', email: 'a@b.c', hours: '9–18' }],
    misfits: [[], { phone: 66 }],
  },
  {
    name: 'video',
    guard: videoOf,
    schema: MODULE_DATA.video,
    fits: [{ src: '/v.mp4' }, { heading: 'Tour', src: ' /v.mp4 ', poster: '/p.svg', caption: 'Two minutes' }],
    misfits: [{}, { src: '' }, { src: '/v.mp4', poster: false }],
  },
  {
    name: 'steps',
    guard: stepsOf,
    schema: MODULE_DATA.howtobuy,
    fits: [{ steps: [{ title: 'Pick' }, { title: 'Pay', body: 'By card' }] }],
    misfits: [{ steps: [] }, { steps: [{ body: 'no title' }] }, { steps: [{ title: 'Pick', body: 1 }] }],
  },
  {
    name: 'map',
    guard: mapOf,
    schema: MODULE_DATA.map,
    fits: [{ latitude: 13.7367, longitude: 100.5605 }, { heading: 'Find us', latitude: -90, longitude: 180, label: 'Here', zoom: 19 }],
    misfits: [{}, { latitude: 91, longitude: 0 }, { latitude: 0, longitude: -181 }, { latitude: '13', longitude: 100 }, { latitude: 0, longitude: 0, zoom: 20 }, { latitude: 0, longitude: 0, zoom: 1.5 }, { latitude: Number.NaN, longitude: 0 }],
  },
  {
    name: 'course category',
    guard: courseCategoryOf,
    schema: MODULE_DATA.course_category,
    fits: [{}, { heading: 'Browse', category_ids: [' cat-a ', 'cat-b'] }],
    misfits: [{ category_ids: 'cat-a' }, { category_ids: [''] }, { category_ids: ['x'.repeat(65)] }, { category_ids: Array.from({ length: 101 }, (_, i) => `c${i}`) }],
  },
  {
    name: 'item list',
    guard: itemListOf,
    schema: MODULE_DATA.course,
    fits: [{}, { heading: 'Popular', source: 'selected', ids: ['a', ' b '] }, { source: 'latest', number: 3 }, { source: 'category', category: ' cat-a ', number: 50 }],
    misfits: [{ source: 'newest' }, { number: 0 }, { number: 51 }, { number: 2.5 }, { number: '3' }, { category: 'x'.repeat(65) }, { ids: [7] }],
  },
] as const;

describe('module data guards', () => {
  for (const { name, guard, schema, fits, misfits } of CASES) {
    it(`${name}: data that fits comes back trimmed, with its defaults, as the shared shape gives it`, () => {
      for (const data of fits) {
        const expected = schema.safeParse(data);
        expect(expected.success).toBe(true);
        expect(guard(data)).toEqual(expected.data);
      }
    });

    it(`${name}: data that does not fit gives nothing, as the shared shape refuses it`, () => {
      for (const data of misfits) {
        expect(schema.safeParse(data).success).toBe(false);
        expect(guard(data)).toBeUndefined();
      }
    });
  }

  it('fills the defaults a list module leaves out', () => {
    expect(itemListOf({ heading: 'Offers' })).toEqual({ heading: 'Offers', source: 'selected', ids: [], category: 'all', number: 12 });
    expect(bannerOf({ image: ' /b.svg ' })).toEqual({ heading: '', image: '/b.svg', alt: '', link: '' });
  });
});
