import { categoryInput, courseInput, galleryInput, instructorProfileInput, promotionInput } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import { courses } from '../master-files/courses';
import { courseCategories } from '../master-files/categories';
import { galleries, instructorProfiles, promotions } from '../master-files/content';
import { bahtOf, baseOf, errorsOf, payloadOf, satangOf, serverFieldsOf, validateWith, valuesOf } from './values';

const filled = {
  title: 'Data science',
  slug: 'data-science',
  category_id: 'cat-1',
  price: '2590.00',
  sale_price: '',
  status: 'open',
  cover_image: '',
  description: '',
  published: true,
};

describe('master-file forms validated by the shared schemas', () => {
  it('turns a record into form values and back into what the schema takes', () => {
    const record = { id: 'c1', created_at: 'x', updated_at: 'y', ...filled, price: 259000, sale_price: null, curriculum: [{ title: 'Basics', lessons: [] }] };
    const values = valuesOf(courses.fields, record);
    expect(values).toMatchObject({ price: '2590.00', sale_price: '', published: true });

    const base = baseOf(courseInput, record);
    expect(Object.keys(base)).not.toContain('id');
    const result = validateWith(courseInput, courses.fields, payloadOf(courses.fields, values, base));
    expect(result).toEqual({ data: expect.objectContaining({ price: 259000, sale_price: null, published: true, curriculum: [{ title: 'Basics', lessons: [] }] }) });
  });

  it('shows the schema’s message next to each field', () => {
    const values = { ...valuesOf(courses.fields), slug: 'Not A Slug', price: '12.5', sale_price: 'abc' };
    const result = validateWith(courseInput, courses.fields, payloadOf(courses.fields, values));
    expect(valuesOf(courses.fields).status).toBe('open');
    expect(result).toEqual({
      errors: {
        title: 'title is required.',
        slug: 'slug may hold lowercase letters, digits and single dashes.',
        category_id: 'category_id is required.',
        sale_price: 'sale_price must be an amount in baht, such as 2590.00.',
      },
    });
  });

  it('reads an empty number as missing (required) or, when the field may be empty, as null', () => {
    const payload = payloadOf(courses.fields, { ...filled, price: '' });
    expect(payload).toMatchObject({ price: undefined, sale_price: null });
    expect(validateWith(courseInput, courses.fields, payload)).toEqual({ errors: { price: 'price is required.' } });
    expect(validateWith(categoryInput, courseCategories.fields, payloadOf(courseCategories.fields, { name: 'Data', slug: 'data', ordering: '', description: '' }))).toEqual({
      data: { name: 'Data', slug: 'data', ordering: 0, description: '' },
    });
  });

  it('shows and takes money in baht while the body carries integer satang', () => {
    expect(valuesOf(courses.fields, { price: 259000, sale_price: 199950 })).toMatchObject({ price: '2590.00', sale_price: '1999.50' });
    expect(payloadOf(courses.fields, { ...filled, price: '2,590.5', sale_price: '฿0.99' })).toMatchObject({ price: 259050, sale_price: 99 });
    expect(payloadOf(courses.fields, { ...filled, price: 'free' })).toMatchObject({ price: 'free' });
    expect(bahtOf(5)).toBe('0.05');
    expect(satangOf('12.345')).toBe('12.345');
  });

  it('puts cross-field messages next to their field (sale price above price)', () => {
    const result = validateWith(courseInput, courses.fields, payloadOf(courses.fields, { ...filled, sale_price: '3000' }));
    expect(result).toEqual({ errors: { sale_price: 'sale_price cannot be more than price.' } });
  });

  it('shows the server’s 400 fields the same way, and the ones no field shows together', () => {
    const fields = serverFieldsOf({ message: 'The request is not valid.', fields: { category_id: ['No course category has this id.'], 'curriculum.0.title': ['section title is required.'] } });
    expect(errorsOf(fields ?? {}, courses.fields)).toEqual({ category_id: 'No course category has this id.', '': 'curriculum.0.title: section title is required.' });
    expect(serverFieldsOf({ message: 'Internal' })).toBeUndefined();
  });

  it('reads a comma list as a list of words, and shows a stored list as one again', () => {
    const values = { ...valuesOf(instructorProfiles.fields), name: 'Somchai', slug: 'somchai', expertise: ' Python,  Data science ,, ' };
    const result = validateWith(instructorProfileInput, instructorProfiles.fields, payloadOf(instructorProfiles.fields, values));
    expect(result).toEqual({ data: expect.objectContaining({ expertise: ['Python', 'Data science'] }) });
    expect(valuesOf(instructorProfiles.fields, { expertise: ['Python', 'Go'] }).expertise).toBe('Python, Go');
  });

  it('sends the ticked records as a list and an empty date as missing', () => {
    const values = { ...valuesOf(promotions.fields), title: 'Songkran', starts_on: '', ends_on: '2026-04-20', discount_value: '20', course_ids: ['course-a', 'course-b'] };
    const payload = payloadOf(promotions.fields, values);
    expect(payload).toMatchObject({ starts_on: undefined, course_ids: ['course-a', 'course-b'], product_ids: [], discount_kind: 'percent' });
    expect(validateWith(promotionInput, promotions.fields, payload)).toEqual({ errors: { starts_on: 'starts_on is required.' } });
    const edited = valuesOf(promotions.fields, { course_ids: ['course-a'], starts_on: '2026-04-10' });
    expect(edited).toMatchObject({ course_ids: ['course-a'], product_ids: [], starts_on: '2026-04-10' });
  });

  it('puts the promotion’s cross-field messages next to their fields', () => {
    const values = { ...valuesOf(promotions.fields), title: 'Songkran', starts_on: '2026-04-20', ends_on: '2026-04-10', discount_value: '120' };
    expect(validateWith(promotionInput, promotions.fields, payloadOf(promotions.fields, values))).toEqual({
      errors: { ends_on: 'ends_on cannot be before starts_on.', discount_value: 'A percent discount is at most 100.' },
    });
  });

  it('keeps the rows of a gallery in order, drops the rows left empty, and says which row is wrong', () => {
    const rows = [
      { src: ' /a.jpg ', caption: 'First' },
      { src: '', caption: '' },
      { src: '/b.jpg', caption: '' },
    ];
    const values = { ...valuesOf(galleries.fields), title: 'Open house', category_id: 'cat-1', images: rows };
    expect(validateWith(galleryInput, galleries.fields, payloadOf(galleries.fields, values))).toEqual({
      data: expect.objectContaining({ images: [{ src: '/a.jpg', caption: 'First' }, { src: '/b.jpg', caption: '' }] }),
    });
    const missing = { ...values, images: [{ src: '/a.jpg', caption: '' }, { src: '', caption: 'No picture' }] };
    expect(validateWith(galleryInput, galleries.fields, payloadOf(galleries.fields, missing))).toEqual({ errors: { images: '2: image src is required.' } });
    expect(valuesOf(galleries.fields, { images: [{ src: '/a.jpg', caption: 'First' }] }).images).toEqual([{ src: '/a.jpg', caption: 'First' }]);
  });
});
