import { ORDER_STATUSES, PAYMENT_PROVIDERS, routes } from '@lm/shared';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { deleteBodyOf } from '../api/master-file-api';
import { cellText } from '../lib/cell-text';
import { buildFilter } from '../lib/filters';
import { baseOf, payloadOf, validateWith, valuesOf, type FormValues } from '../form/values';
import type { FieldDef } from '../form/fields';
import { articleCategories, courseCategories, galleryCategories, productCategories, reviewCategories } from './categories';
import { coupons, paymentMethods, shippingFees } from './commerce';
import { announcements, articles, galleries, instructorProfiles, promotions, reviews } from './content';
import { courseStatus } from './course-status';
import { courses } from './courses';
import { videoCategories, videoRecords, videos } from './media';
import { offers } from './define';
import { orders } from './orders';
import { products } from './products';

const files = [
  courses,
  products,
  courseCategories,
  productCategories,
  articleCategories,
  reviewCategories,
  galleryCategories,
  articles,
  reviews,
  galleries,
  promotions,
  instructorProfiles,
  announcements,
  coupons,
  shippingFees,
  paymentMethods,
  videos,
  videoCategories,
];

/** What an admin would type into each kind of field. */
function filledValue(field: FieldDef): FormValues[string] | undefined {
  switch (field.kind) {
    case 'number':
      return '100';
    case 'money':
      return '2590.50';
    case 'select':
      if (field.initial) return undefined;
      return field.options && 'values' in field.options ? field.options.values[0] : 'category-id';
    case 'text':
      return field.name === 'slug' ? 'a-slug' : field.name.endsWith('_url') ? 'https://www.youtube.com/watch?v=lesson' : 'Text';
    case 'textarea':
      return 'Text';
    case 'date':
      return '2026-05-01';
    case 'list':
      return 'Python, Data science';
    case 'choices':
      return ['course-1'];
    case 'rows':
      return [Object.fromEntries((field.columns ?? []).map((column) => [column.name, (filledValue(column) as string | undefined) ?? false]))];
    default:
      return undefined;
  }
}

describe('master-file definitions', () => {
  it.each(files)('$key: every form field is a field of its shared schema', (file) => {
    const keys = Object.keys(file.schema.shape);
    for (const field of file.fields) expect(keys).toContain(field.name);
  });

  it.each(files)('$key: a filled form passes its schema; only the fields it leaves out take defaults', (file) => {
    const values = valuesOf(file.fields);
    for (const field of file.fields) {
      const value = filledValue(field);
      if (value !== undefined) values[field.name] = value;
    }
    expect(validateWith(file.schema, file.fields, payloadOf(file.fields, values))).toHaveProperty('data');
  });

  it.each(files)('$key: an empty form is refused by its schema, with a message next to a field it shows', (file) => {
    const result = validateWith(file.schema, file.fields, payloadOf(file.fields, valuesOf(file.fields)));
    expect(result).toHaveProperty('errors');
    const errors = 'errors' in result ? result.errors : {};
    expect(Object.keys(errors).filter((key) => key !== '').length).toBeGreaterThan(0);
  });

  it.each(files)('$key: shows the id column nowhere and its columns labelled', (file) => {
    expect(file.columns.find((column) => column.key === 'id')?.visible).toBe(false);
    for (const column of file.columns) expect(column.label).toBe(`masterFiles.fields.${column.key}`);
  });

  it('calls the endpoints of the shared route table, deleting products through the courses delete with type product (SPEC §7)', () => {
    expect(courses.endpoints.remove).toBe(routes.deleteCourses);
    expect(products).toMatchObject({ endpoints: { remove: routes.deleteCourses }, deleteType: 'product' });
    expect(courseCategories).toMatchObject({ endpoints: { remove: routes.deleteCategories }, deleteType: 'course', params: { type: 'course' } });
    expect(productCategories).toMatchObject({ deleteType: 'product', params: { type: 'product' } });
  });

  it('draws the curriculum panel under a saved course’s form, which sends back the curriculum it is given rather than editing it', () => {
    expect(courses.panel).toBeDefined();
    expect(names(courses.fields)).not.toContain('curriculum');
    const curriculum = [{ title: 'Saved by the panel', lessons: [] }];
    const record = { id: 'course-1', title: 'Pandas', slug: 'pandas', price: 100, sale_price: null, category_id: 'cat-data', curriculum: [] };
    const payload = payloadOf(courses.fields, valuesOf(courses.fields, record), baseOf(courses.schema, { ...record, curriculum }));
    expect(payload.curriculum).toEqual(curriculum);
  });

  it('deletes article, review and gallery categories through their own endpoints with {ids} only (SPEC §7)', () => {
    expect(articleCategories.endpoints.remove).toMatchObject({ method: 'DELETE', path: '/api/articlecate' });
    expect(reviewCategories.endpoints.remove).toMatchObject({ method: 'DELETE', path: '/api/reviewcate' });
    expect(galleryCategories.endpoints.remove).toMatchObject({ method: 'DELETE', path: '/api/gallerycate' });
    for (const file of [articleCategories, reviewCategories, galleryCategories]) expect(deleteBodyOf(file, ['a', 'b'])).toEqual({ ids: ['a', 'b'] });
    expect(articleCategories).toMatchObject({ params: { type: 'article' }, endpoints: { list: routes.listCategories } });
    expect(deleteBodyOf(courseCategories, ['c'])).toEqual({ ids: ['c'], type: 'course' });
    expect(deleteBodyOf(products, ['p'])).toEqual({ ids: ['p'], type: 'product' });
  });

  it('deletes the content master files through the SPEC §7 endpoints with {ids}', () => {
    expect(articles.endpoints.remove).toMatchObject({ method: 'POST', path: '/api/article/delete' });
    expect(reviews.endpoints.remove).toMatchObject({ method: 'POST', path: '/api/review/delete' });
    expect(galleries.endpoints.remove).toMatchObject({ method: 'POST', path: '/api/gallery/delete' });
    expect(promotions.endpoints.remove).toMatchObject({ method: 'DELETE', path: '/api/promotion/delete' });
    expect(instructorProfiles.endpoints.remove).toBe(routes.deleteInstructorProfiles);
    expect(announcements.endpoints.remove).toBe(routes.deleteAnnouncements);
    for (const file of [articles, reviews, galleries, promotions, instructorProfiles, announcements]) expect(deleteBodyOf(file, ['x'])).toEqual({ ids: ['x'] });
  });

  it('offers the categories of each content file’s own kind', () => {
    const categoryOf = (fields: readonly FieldDef[]) => fields.find((field) => field.name === 'category_id')?.options;
    expect(categoryOf(articles.fields)).toEqual({ categories: 'article' });
    expect(categoryOf(reviews.fields)).toEqual({ categories: 'review' });
    expect(categoryOf(galleries.fields)).toEqual({ categories: 'gallery' });
  });
});

describe('the videos screen’s files (decision 0036)', () => {
  it('offers a video the categories of the videos file, or none, and shows and filters its category', () => {
    expect(fieldOf(videos.fields, 'category_id')).toMatchObject({ kind: 'select', options: { records: 'videoCategories' }, empty: 'masterFiles.form.noVideoCategory' });
    // Shown by the category's name, and filtered by choosing one.
    expect(videos.columns.find((column) => column.key === 'category_id')).toMatchObject({ visible: true, filterable: true, label: 'masterFiles.fields.category_id', picks: { records: 'videoCategories' } });
    expect(videoRecords.columns.find((column) => column.key === 'course_id')).toMatchObject({ visible: true, label: 'masterFiles.videoRecords.course', picks: { records: 'courses' } });
    expect(validateWith(videos.schema, videos.fields, { title: 'Intro', upload_video_type: 'video-upload-m3u8', external_url: '', category_id: '' })).toHaveProperty('data');
  });

  it('deletes video categories with DELETE /api/videocategory and video records with POST /api/videosrecord/delete, both with {ids}', () => {
    expect(videoCategories.endpoints.remove).toMatchObject({ method: 'DELETE', path: '/api/videocategory' });
    expect(videoRecords.endpoints.remove).toMatchObject({ method: 'POST', path: '/api/videosrecord/delete' });
    for (const file of [videoCategories, videoRecords]) expect(deleteBodyOf(file, ['x'])).toEqual({ ids: ['x'] });
  });

  it('gives a video record a course, a class date and a description, and passes the filled form through its schema', () => {
    expect(names(videoRecords.fields)).toEqual(['title', 'course_id', 'recorded_on', 'description']);
    expect(fieldOf(videoRecords.fields, 'course_id')).toMatchObject({ kind: 'select', options: { records: 'courses' }, label: 'masterFiles.videoRecords.course' });
    expect(fieldOf(videoRecords.fields, 'recorded_on')).toMatchObject({ kind: 'date' });
    const values = { ...valuesOf(videoRecords.fields), title: 'Week 1', course_id: 'course-1', recorded_on: '2026-11-20' };
    expect(validateWith(videoRecords.schema, videoRecords.fields, payloadOf(videoRecords.fields, values))).toEqual({
      data: { title: 'Week 1', course_id: 'course-1', recorded_on: '2026-11-20', description: '' },
    });
    expect(videoRecords.panel).toBeDefined();
  });

  it('cleans files up around the delete of videos and of video records, and of nothing else', () => {
    expect(videos.deleteHooks).toBeDefined();
    expect(videoRecords.deleteHooks).toBeDefined();
    expect(files.filter((file) => file.deleteHooks).map((file) => file.key)).toEqual(['videos']);
  });
});

/** The key as its text: what a cell shows is checked without the words of either language. */
const t = ((key: string) => key) as unknown as TFunction;
const STAMPS = { created_at: '2026-01-05T02:00:00.000Z', updated_at: '2026-01-05T02:00:00.000Z' };
const names = (fields: readonly FieldDef[]) => fields.map((field) => field.name);
const fieldOf = (fields: readonly FieldDef[], name: string) => fields.find((field) => field.name === name);

describe('commerce master files', () => {
  /** A coupon as GET /api/coupons/{id} answers it, with its uses so far. */
  const books = {
    id: 'coupon-books',
    ...STAMPS,
    code: 'BOOKS100',
    description: '฿100 off books when they come to ฿500 or more.',
    discount_kind: 'amount',
    discount_value: 10_000,
    minimum_spend: 50_000,
    maximum_discount: null,
    starts_on: '2026-01-01',
    ends_on: '2027-12-31',
    total_uses: null,
    uses_per_account: 3,
    item_ids: [],
    category_ids: ['cat-books'],
    user_group_ids: [],
    active: true,
    uses: 4,
  };

  it('calls the commerce routes of the shared route table, deleting with {ids} (SPEC §7)', () => {
    expect(coupons.endpoints).toEqual({ list: routes.listCoupons, get: routes.getCoupon, create: routes.createCoupon, update: routes.updateCoupon, remove: routes.deleteCoupons });
    expect(shippingFees.endpoints).toEqual({
      list: routes.listShippingFees,
      get: routes.getShippingFee,
      create: routes.createShippingFee,
      update: routes.updateShippingFee,
      remove: routes.deleteShippingFees,
    });
    expect(paymentMethods.endpoints).toEqual({
      list: routes.listPaymentMethods,
      get: routes.getPaymentMethod,
      create: routes.createPaymentMethod,
      update: routes.updatePaymentMethod,
      remove: routes.deletePaymentMethods,
    });
    expect(coupons.endpoints.remove).toMatchObject({ method: 'DELETE', path: '/api/coupon/delete' });
    expect(shippingFees.endpoints.remove).toMatchObject({ method: 'DELETE', path: '/api/order/shipping/fee' });
    for (const file of [coupons, shippingFees, paymentMethods]) expect(deleteBodyOf(file, ['x'])).toEqual({ ids: ['x'] });
  });

  it('coupons: amounts typed in baht go out in satang (an amount off too), the discount is a whole number, and the uses so far are never sent', () => {
    const { schema, fields } = coupons;
    expect(names(fields)).not.toContain('uses');
    expect(fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'minimum_spend', kind: 'money', initial: 0 }),
        expect.objectContaining({ name: 'maximum_discount', kind: 'money', nullable: true }),
        expect.objectContaining({ name: 'discount_value', kind: 'number', integer: true, min: 1, hint: 'masterFiles.hints.couponDiscount', moneyWhen: { field: 'discount_kind', value: 'amount' } }),
        expect.objectContaining({ name: 'discount_kind', kind: 'select', initial: 'percent', options: { values: ['percent', 'amount'], labels: 'masterFiles.discountKinds' } }),
        expect.objectContaining({ name: 'starts_on', kind: 'date' }),
        expect.objectContaining({ name: 'total_uses', kind: 'number', nullable: true }),
        expect.objectContaining({ name: 'uses_per_account', kind: 'number', initial: 1 }),
        ...['item_ids', 'category_ids', 'user_group_ids'].map((name) => expect.objectContaining({ name, kind: 'list' })),
      ]),
    );

    const created = validateWith(
      schema,
      fields,
      payloadOf(fields, { ...valuesOf(fields), code: 'save500', discount_kind: 'amount', discount_value: '500', minimum_spend: '฿1,500', starts_on: '2026-06-01', ends_on: '2026-06-30', total_uses: '20' }),
    );
    expect(created).toEqual({
      data: expect.objectContaining({ code: 'SAVE500', discount_value: 50_000, minimum_spend: 150_000, maximum_discount: null, total_uses: 20, uses_per_account: 1, item_ids: [], active: true }),
    });

    // An edit shows the amounts in baht and sends them back in satang, the uses left out.
    const values = valuesOf(fields, books);
    expect(values).toMatchObject({ minimum_spend: '500.00', maximum_discount: '', discount_value: '100.00', category_ids: 'cat-books', uses_per_account: '3', total_uses: '' });
    const edited = validateWith(schema, fields, payloadOf(fields, { ...values, maximum_discount: '80' }, baseOf(schema, books)));
    expect(edited).toEqual({ data: expect.objectContaining({ discount_value: 10_000, minimum_spend: 50_000, maximum_discount: 8_000, total_uses: null, category_ids: ['cat-books'] }) });
    // A percent discount is a plain number; turned into an amount, what was typed is read as baht.
    expect(validateWith(schema, fields, payloadOf(fields, { ...values, discount_kind: 'percent', discount_value: '15' }, baseOf(schema, books)))).toEqual({ data: expect.objectContaining({ discount_kind: 'percent', discount_value: 15 }) });
    expect(validateWith(schema, fields, payloadOf(fields, { ...values, discount_kind: 'amount', discount_value: '15' }, baseOf(schema, books)))).toEqual({ data: expect.objectContaining({ discount_kind: 'amount', discount_value: 1_500 }) });
    expect('data' in edited && edited.data).not.toHaveProperty('uses');
  });

  it('coupons: the shared rules answer next to their fields, an amount that is not baht in baht words', () => {
    const { schema, fields } = coupons;
    const filled = { ...valuesOf(fields), code: 'SPRING', discount_value: '10', starts_on: '2026-03-01', ends_on: '2026-03-31' };
    const errors = (changes: FormValues) => {
      const result = validateWith(schema, fields, payloadOf(fields, { ...filled, ...changes }));
      return 'errors' in result ? result.errors : {};
    };
    expect(errors({})).toEqual({});
    expect(errors({ discount_value: '150' })).toEqual({ discount_value: 'A percent discount is at most 100.' });
    expect(errors({ ends_on: '2026-02-01' })).toEqual({ ends_on: 'ends_on cannot be before starts_on.' });
    expect(errors({ minimum_spend: 'five hundred' })).toEqual({ minimum_spend: 'minimum_spend must be an amount in baht, such as 2590.00.' });
    expect(errors({ code: 'a!' })).toEqual({ code: 'code is 3 to 40 letters, digits, - or _.' });
  });

  it('coupons: the table shows the code, the discount in its unit, the period, the uses so far beside the limit and whether it is on', () => {
    expect(coupons.columns.filter((column) => column.visible).map((column) => column.key)).toEqual(['code', 'discount_kind', 'discount_value', 'minimum_spend', 'starts_on', 'ends_on', 'uses', 'total_uses', 'active']);
    const cell = (row: Record<string, unknown>, key: string) => cellText({ ...books, ...row }, coupons.columns.find((column) => column.key === key)!, t, coupons.fields);
    expect(cell({}, 'discount_value')).toBe('฿100.00');
    expect(cell({}, 'minimum_spend')).toBe('฿500.00');
    expect(cell({ discount_kind: 'percent', discount_value: 10 }, 'discount_value')).toBe('10%');
    expect(cell({}, 'discount_kind')).toBe('masterFiles.discountKinds.amount');
    expect(cell({}, 'uses')).toBe('4');
    expect(cell({ uses: 0 }, 'uses')).toBe('0');
    expect(cell({}, 'total_uses')).toBe('—');
    expect(cell({ total_uses: 1000 }, 'total_uses')).toBe('1,000');
    expect(cell({}, 'active')).toBe('masterFiles.table.yes');
    expect(coupons.rowLabel(books)).toBe('BOOKS100');
  });

  /** A zone by weight as GET /api/shipping-fees/{id} answers it. */
  const provinces = {
    id: 'ship-provinces',
    ...STAMPS,
    name: 'Other provinces',
    provinces: ['Chiang Mai', 'Khon Kaen'],
    rate_kind: 'weight',
    flat_fee: 0,
    bands: [
      { up_to_grams: 1_000, fee: 6_000 },
      { up_to_grams: 3_000, fee: 9_050 },
    ],
    free_from: 150_000,
    active: true,
  };

  it('shipping fees: the flat fee, the free-from amount and each band’s fee are baht on screen and satang in the body', () => {
    const { schema, fields } = shippingFees;
    expect(names(fields)).toEqual(['name', 'provinces', 'rate_kind', 'flat_fee', 'bands', 'free_from', 'active']);
    expect(fieldOf(fields, 'provinces')).toMatchObject({ kind: 'list' });
    expect(fieldOf(fields, 'rate_kind')).toMatchObject({ kind: 'select', initial: 'flat', options: { values: ['flat', 'weight'], labels: 'masterFiles.rateKinds' } });
    expect(fieldOf(fields, 'bands')?.columns).toEqual([
      expect.objectContaining({ name: 'up_to_grams', kind: 'number', integer: true, min: 1, label: 'masterFiles.fields.up_to_grams' }),
      expect.objectContaining({ name: 'fee', kind: 'money', label: 'masterFiles.fields.fee' }),
    ]);

    const values = valuesOf(fields, provinces);
    expect(values).toMatchObject({
      provinces: 'Chiang Mai, Khon Kaen',
      flat_fee: '0.00',
      free_from: '1500.00',
      bands: [
        { up_to_grams: '1000', fee: '60.00' },
        { up_to_grams: '3000', fee: '90.50' },
      ],
    });
    const bands = [...(values.bands as { up_to_grams: string; fee: string }[]), { up_to_grams: '10000', fee: '150' }, { up_to_grams: '', fee: '' }];
    const edited = validateWith(schema, fields, payloadOf(fields, { ...values, bands, free_from: '' }, baseOf(schema, provinces)));
    expect(edited).toEqual({
      data: expect.objectContaining({
        provinces: ['Chiang Mai', 'Khon Kaen'],
        bands: [
          { up_to_grams: 1_000, fee: 6_000 },
          { up_to_grams: 3_000, fee: 9_050 },
          { up_to_grams: 10_000, fee: 15_000 },
        ],
        free_from: null,
        flat_fee: 0,
      }),
    });
  });

  it('shipping fees: a band’s fee that is not baht, a missing one, and a fee by weight without bands are named', () => {
    const { schema, fields } = shippingFees;
    const base = { ...valuesOf(fields), name: 'North', provinces: 'Chiang Mai, Lamphun', rate_kind: 'weight' };
    const errors = (changes: FormValues) => {
      const result = validateWith(schema, fields, payloadOf(fields, { ...base, ...changes }));
      return 'errors' in result ? result.errors : {};
    };
    expect(errors({ bands: [{ up_to_grams: '1000', fee: '45.50' }] })).toEqual({});
    expect(errors({ bands: [{ up_to_grams: '1000', fee: '45.50' }, { up_to_grams: '2000', fee: 'free' }] })).toEqual({ bands: '2: fee must be an amount in baht, such as 2590.00.' });
    expect(errors({ bands: [{ up_to_grams: '1000', fee: '' }] })).toEqual({ bands: '1: fee is required.' });
    expect(errors({ bands: [] })).toEqual({ bands: 'A fee by weight needs at least one band.' });
    expect(errors({ rate_kind: 'flat', flat_fee: '50', provinces: '' })).toEqual({ provinces: 'provinces names at least one province.' });
  });

  it('shipping fees: the table shows the name, the rate, the fees in ฿ and whether it is on', () => {
    const visible = shippingFees.columns.filter((column) => column.visible);
    expect(visible.map((column) => [column.key, column.money ?? false])).toEqual([
      ['name', false],
      ['rate_kind', false],
      ['flat_fee', true],
      ['free_from', true],
      ['active', false],
    ]);
    const cell = (key: string, row: Record<string, unknown> = {}) => cellText({ ...provinces, ...row }, shippingFees.columns.find((column) => column.key === key)!, t, shippingFees.fields);
    expect(cell('free_from')).toBe('฿1,500.00');
    expect(cell('flat_fee', { flat_fee: 5_000 })).toBe('฿50.00');
    expect(cell('free_from', { free_from: null })).toBe('—');
    expect(cell('rate_kind')).toBe('masterFiles.rateKinds.weight');
  });

  it('payment methods: named in Thai and English, a provider from the shared list in its words, the descriptions and account details in text areas, the table by ordering', () => {
    const { schema, fields } = paymentMethods;
    expect(fieldOf(fields, 'provider')).toMatchObject({ kind: 'select', options: { values: PAYMENT_PROVIDERS, labels: 'masterFiles.providers' } });
    expect(fieldOf(fields, 'provider')).not.toHaveProperty('initial');
    for (const name of ['description_th', 'description_en', 'account_details']) expect(fieldOf(fields, name)).toMatchObject({ kind: 'textarea' });
    expect(fieldOf(fields, 'ordering')).toMatchObject({ kind: 'number', integer: true, min: 0, initial: 0 });
    const values = { ...valuesOf(fields), name_en: 'Bank transfer', account_details: 'Kasikornbank 123-4-56789-0' };
    expect(validateWith(schema, fields, payloadOf(fields, values))).toMatchObject({ errors: { provider: expect.stringContaining('provider must be one of') } });
    expect(validateWith(schema, fields, payloadOf(fields, { ...values, name_en: '', provider: 'bank_transfer' }))).toMatchObject({ errors: { name_en: 'name is required.' } });
    expect(validateWith(schema, fields, payloadOf(fields, { ...values, provider: 'bank_transfer', ordering: '3' }))).toEqual({
      data: { name_th: '', name_en: 'Bank transfer', provider: 'bank_transfer', description_th: '', description_en: '', image: '', account_details: 'Kasikornbank 123-4-56789-0', ordering: 3, active: true },
    });
    expect(paymentMethods.columns.filter((column) => column.visible).map((column) => column.key)).toEqual(['name_th', 'name_en', 'provider', 'ordering', 'active']);
    const provider = paymentMethods.columns.find((column) => column.key === 'provider')!;
    expect(cellText({ id: 'pay-promptpay', provider: 'promptpay' }, provider, t, fields)).toBe('masterFiles.providers.promptpay');
  });
});

describe('videos', () => {
  /** An HLS video as GET /api/videos/{id} answers it once transcoded. */
  const lesson = {
    id: 'video-1',
    ...STAMPS,
    title: 'Lesson 1',
    upload_video_type: 'video-upload-m3u8',
    external_url: '',
    status: 'ready',
    video_file: 'videos/video-1/file.mp4',
    playlist: 'videos/video-1/master.m3u8',
    job_id: 'job-1',
    error: '',
    height: 360,
    upload: null,
  };

  it('reads, writes and deletes through the shared video routes, with {ids}, and draws the upload panel under a saved video’s form', () => {
    expect(videos.endpoints).toEqual({ list: routes.listVideos, get: routes.getVideo, create: routes.createVideo, update: routes.updateVideo, remove: routes.deleteVideos });
    expect(videos.endpoints.remove).toMatchObject({ method: 'POST', path: '/api/videos/delete' });
    expect(deleteBodyOf(videos, ['video-1'])).toEqual({ ids: ['video-1'] });
    expect(videos.panel).toBeDefined();
    expect(videos.detail).toBeUndefined();
    expect(videos.rowLabel(lesson)).toBe('Lesson 1');
  });

  it('sets the title, the category, the kind in words (HLS first) and the link of an external video; the file’s state is never sent', () => {
    const { schema, fields } = videos;
    expect(names(fields)).toEqual(['title', 'category_id', 'upload_video_type', 'external_url']);
    expect(fieldOf(fields, 'upload_video_type')).toMatchObject({
      kind: 'select',
      initial: 'video-upload-m3u8',
      options: { values: ['video-upload', 'video-upload-m3u8', 'others'], labels: 'masterFiles.videoUploadTypes' },
      hint: 'masterFiles.hints.uploadVideoType',
    });
    expect(fieldOf(fields, 'external_url')).toMatchObject({ kind: 'text', hint: 'masterFiles.hints.externalUrl' });

    expect(validateWith(schema, fields, payloadOf(fields, { ...valuesOf(fields), title: 'Lesson 1' }))).toEqual({
      // No category: the field is left out.
      data: { title: 'Lesson 1', upload_video_type: 'video-upload-m3u8', external_url: '' },
    });
    const edited = validateWith(schema, fields, payloadOf(fields, { ...valuesOf(fields, lesson), title: 'Lesson one', category_id: 'vc-1' }, baseOf(schema, lesson)));
    expect(edited).toEqual({ data: { title: 'Lesson one', category_id: 'vc-1', upload_video_type: 'video-upload-m3u8', external_url: '' } });
  });

  it('asks an external video for its https YouTube or Vimeo link, next to the link', () => {
    const { schema, fields } = videos;
    const errors = (changes: FormValues) => {
      const result = validateWith(schema, fields, payloadOf(fields, { ...valuesOf(fields), title: 'Intro', upload_video_type: 'others', ...changes }));
      return 'errors' in result ? result.errors : {};
    };
    expect(errors({ external_url: 'https://vimeo.com/76979871' })).toEqual({});
    expect(errors({})).toEqual({ external_url: 'An external video needs its link (YouTube or Vimeo).' });
    expect(errors({ external_url: 'http://www.youtube.com/watch?v=x' })).toEqual({ external_url: 'external_url must be an https link to YouTube or Vimeo.' });
    expect(errors({ external_url: 'https://example.com/video.mp4' })).toEqual({ external_url: 'external_url must be an https link to YouTube or Vimeo.' });
  });

  it('shows the title, the kind and the state in words, the file’s key and the category', () => {
    expect(videos.columns.filter((column) => column.visible).map((column) => column.key)).toEqual(['title', 'upload_video_type', 'status', 'video_file', 'category_id']);
    const cell = (key: string, row: Record<string, unknown> = {}) => cellText({ ...lesson, ...row }, videos.columns.find((column) => column.key === key)!, t, videos.fields);
    expect(cell('upload_video_type')).toBe('masterFiles.videoUploadTypes.video-upload-m3u8');
    expect(cell('status')).toBe('masterFiles.videoStatuses.ready');
    expect(cell('status', { status: 'processing' })).toBe('masterFiles.videoStatuses.processing');
    expect(cell('video_file')).toBe('videos/video-1/file.mp4');
    expect(cell('video_file', { video_file: '' })).toBe('—');
    // Both are filtered by choosing one of their values.
    expect(videos.columns.find((column) => column.key === 'status')?.choices).toEqual({ values: ['waiting', 'uploaded', 'processing', 'ready', 'error'], labels: 'masterFiles.videoStatuses' });
    expect(videos.columns.find((column) => column.key === 'upload_video_type')?.choices?.labels).toBe('masterFiles.videoUploadTypes');
  });
});

describe('orders', () => {
  /** The seeded paid order as GET /api/orders/{id} answers it. */
  const paid = {
    id: 'order-demo-1',
    created_at: '2026-01-10T03:00:00.000Z',
    updated_at: '2026-01-10T03:02:00.000Z',
    user_id: 'user-student',
    buyer_name: 'Somchai Jaidee',
    buyer_email: 'student@example.com',
    status: 'paid',
    provider: 'card',
    coupon_code: null,
    total: 129_000,
    paid_at: '2026-01-10T03:02:00.000Z',
  };
  const column = (key: string) => orders.columns.find((one) => one.key === key)!;
  const cell = (key: string, row: Record<string, unknown> = {}) => cellText({ ...paid, ...row }, column(key), t, orders.fields);

  it('reads, views and deletes through the shared orders routes, and has no form: checkout makes orders', () => {
    expect(orders.endpoints).toEqual({ list: routes.listOrders, get: routes.getOrder, remove: routes.deleteOrders });
    expect(orders.endpoints.remove).toMatchObject({ method: 'DELETE', path: '/api/order/delete' });
    expect(deleteBodyOf(orders, ['order-1'])).toEqual({ ids: ['order-1'] });
    expect(orders.fields).toEqual([]);
    expect(orders.update).toBeUndefined();
    expect(orders.detail).toBeDefined();
    expect(orders.rowLabel(paid)).toBe('order-demo-1');
  });

  it('shows the date, buyer, status, method, coupon, total and payment time, the date, buyer and method in words of their own', () => {
    expect(orders.columns.filter((one) => one.visible).map((one) => [one.key, one.label])).toEqual([
      ['created_at', 'masterFiles.orders.columns.created_at'],
      ['buyer_name', 'masterFiles.orders.columns.buyer_name'],
      ['buyer_email', 'masterFiles.orders.columns.buyer_email'],
      ['status', 'masterFiles.fields.status'],
      ['provider', 'masterFiles.orders.columns.provider'],
      ['coupon_code', 'masterFiles.fields.coupon_code'],
      ['total', 'masterFiles.fields.total'],
      ['paid_at', 'masterFiles.fields.paid_at'],
    ]);
    expect(column('id').visible).toBe(false);
    // The account id is not shown, and still finds a buyer's orders.
    expect(column('user_id').visible).toBe(false);
    expect(column('total').money).toBe(true);
    expect(column('status').choices).toEqual({ values: ORDER_STATUSES, labels: 'masterFiles.orderStatuses' });
    expect(column('provider').choices).toEqual({ values: PAYMENT_PROVIDERS, labels: 'masterFiles.providers' });
  });

  it('shows the total in baht, the status and the method in words, and no coupon or payment as a dash', () => {
    expect(cell('buyer_name')).toBe('Somchai Jaidee');
    expect(cell('buyer_email')).toBe('student@example.com');
    expect(cell('total')).toBe('฿1,290.00');
    expect(cell('status')).toBe('masterFiles.orderStatuses.paid');
    expect(cell('provider', { provider: 'promptpay' })).toBe('masterFiles.providers.promptpay');
    // On Bangkok's clock.
    expect(cell('created_at')).toBe('2026-01-10 10:00');
    expect(cell('paid_at')).toBe('2026-01-10 10:02');
    expect(cell('paid_at', { paid_at: null })).toBe('—');
    expect(cell('coupon_code')).toBe('—');
    expect(cell('coupon_code', { coupon_code: 'WELCOME10' })).toBe('WELCOME10');
  });

  it('filters by status and method as they are stored, by a total typed in baht, and by buyer and date as typed', () => {
    expect(buildFilter(column('status'), 'equal', 'pending')).toEqual({ filter: { column: 'status', operator: 'equal', value: 'pending' } });
    expect(buildFilter(column('provider'), 'equal', 'card')).toEqual({ filter: { column: 'provider', operator: 'equal', value: 'card' } });
    expect(buildFilter(column('total'), 'greater_than', '1,000')).toEqual({ filter: { column: 'total', operator: 'greater_than', value: 100_000 } });
    expect(buildFilter(column('user_id'), 'equal', ' user-student ')).toEqual({ filter: { column: 'user_id', operator: 'equal', value: 'user-student' } });
    expect(buildFilter(column('buyer_email'), 'contain', 'student@')).toEqual({ filter: { column: 'buyer_email', operator: 'contain', value: 'student@' } });
    expect(buildFilter(column('created_at'), 'greater_than_or_equal', '2026-01-10')).toEqual({ filter: { column: 'created_at', operator: 'greater_than_or_equal', value: '2026-01-10' } });
    expect(buildFilter(column('id'), 'equal', 'order-demo-1')).toEqual({ problem: 'notFilterable' });
  });

  it('offers cancel for a pending order, mark as sent for a paid one, and refund (asked first) for a paid or sent one', () => {
    const offered = (status: string) => (orders.actions ?? []).filter((action) => offers(action, { ...paid, status })).map((action) => action.key);
    expect(offered('pending')).toEqual(['cancel']);
    expect(offered('paid')).toEqual(['fulfil', 'refund']);
    expect(offered('fulfilled')).toEqual(['refund']);
    for (const status of ['expired', 'cancelled', 'refunded']) expect(offered(status), status).toEqual([]);

    const byKey = Object.fromEntries((orders.actions ?? []).map((action) => [action.key, action]));
    expect(byKey.cancel).toMatchObject({ route: routes.cancelOrder, label: 'masterFiles.orders.actions.cancel.label', done: 'masterFiles.orders.actions.cancel.done' });
    expect(byKey.cancel).not.toHaveProperty('confirm');
    expect(byKey.refund).toMatchObject({
      route: routes.refundOrder,
      confirm: { title: 'masterFiles.orders.actions.refund.confirmTitle', body: 'masterFiles.orders.actions.refund.confirmBody' },
    });
    expect(byKey.fulfil?.route).toBe(routes.fulfilOrder);
    for (const action of [byKey.cancel, byKey.refund, byKey.fulfil]) expect(action?.route).toMatchObject({ method: 'POST', path: expect.stringMatching(/^\/api\/orders\/\{id\}\//) });
  });

  it('offers approving (asked first) and rejecting a slip only for a pending order whose slip waits for review', () => {
    const slip = (status: string) => ({ key: 'slips/order-1/a', content_type: 'image/png', submitted_at: '2026-01-10T03:01:00.000Z', status, reason: '' });
    const offered = (record: Record<string, unknown>) => (orders.actions ?? []).filter((action) => offers(action, { ...paid, provider: 'bank_transfer', ...record })).map((action) => action.key);
    expect(offered({ status: 'pending', slip: slip('submitted') })).toEqual(['approveSlip', 'rejectSlip', 'cancel']);
    expect(offered({ status: 'pending', slip: slip('rejected') })).toEqual(['cancel']);
    expect(offered({ status: 'pending', slip: null })).toEqual(['cancel']);
    expect(offered({ status: 'paid', slip: slip('approved') })).toEqual(['fulfil', 'refund']);
    // A slip left submitted on an order no longer pending (expired, cancelled) is not reviewed any more.
    expect(offered({ status: 'cancelled', slip: slip('submitted') })).toEqual([]);

    const byKey = Object.fromEntries((orders.actions ?? []).map((action) => [action.key, action]));
    expect(byKey.approveSlip).toMatchObject({
      route: routes.approveOrderSlip,
      confirm: { title: 'masterFiles.orders.actions.approveSlip.confirmTitle', body: 'masterFiles.orders.actions.approveSlip.confirmBody' },
    });
    expect(byKey.approveSlip).not.toHaveProperty('form');
    expect(byKey.rejectSlip?.route).toBe(routes.rejectOrderSlip);
    expect(byKey.rejectSlip).not.toHaveProperty('confirm');
  });

  it('reject asks for the reason, required, and sends it as the shared schema takes it', () => {
    const form = orders.actions?.find((action) => action.key === 'rejectSlip')?.form;
    expect(form?.fields).toEqual([expect.objectContaining({ name: 'reason', kind: 'textarea', label: 'masterFiles.fields.reason', hint: 'masterFiles.hints.slipReason' })]);
    const sent = (reason: string) => validateWith(form!.schema, form!.fields, payloadOf(form!.fields, { reason }));
    expect(sent(' The amount does not match the order. ')).toEqual({ data: { reason: 'The amount does not match the order.' } });
    expect(sent('')).toHaveProperty('errors.reason');
    expect(sent('x'.repeat(501))).toHaveProperty('errors.reason');
  });

  it('mark as sent asks for the tracking number and sends it as the shared schema takes it', () => {
    const form = orders.actions?.find((action) => action.key === 'fulfil')?.form;
    expect(form?.fields).toEqual([expect.objectContaining({ name: 'tracking_number', kind: 'text', label: 'masterFiles.fields.tracking_number', hint: 'masterFiles.hints.trackingNumber' })]);
    const sent = (tracking: string) => validateWith(form!.schema, form!.fields, payloadOf(form!.fields, { tracking_number: tracking }));
    expect(sent(' TH0123456789 ')).toEqual({ data: { tracking_number: 'TH0123456789' } });
    expect(sent('')).toEqual({ data: { tracking_number: '' } });
    expect(sent('x'.repeat(61))).toHaveProperty('errors.tracking_number');
  });
});

describe('the course status report (decision 0039)', () => {
  const row = {
    id: 'course-python-basics:u-1',
    student_name: 'สมชาย ใจดี',
    course_title: 'Python for beginners',
    percent: 17,
    last_activity_at: '',
    access_until: '2027-01-10T03:02:00.000Z',
    expired: false,
  };
  const column = (key: string) => courseStatus.columns.find((one) => one.key === key)!;

  it('only lists: no record opens, nothing is created, selected or deleted', () => {
    expect(Object.keys(courseStatus.endpoints)).toEqual(['list']);
    expect(courseStatus.endpoints.list).toBe(routes.listCourseStatus);
    expect(courseStatus.fields).toEqual([]);
    expect(courseStatus.toolbar).toBeDefined();
  });

  it('shows the student, the course, the lessons, the progress as a bar, quiz scores, homework and certificate, and names a row by student and course', () => {
    expect(courseStatus.columns.filter((one) => one.visible).map((one) => one.key)).toEqual([
      'student_name',
      'student_email',
      'course_title',
      'lessons_done',
      'lessons_total',
      'percent',
      'last_activity_at',
      'last_lesson_title',
      'quiz_scores',
      'homework_state',
      'certificate_number',
      'enrolled_at',
      'access_until',
      'expired',
    ]);
    expect(column('percent')).toMatchObject({ bar: true, label: 'masterFiles.courseStatus.columns.percent' });
    expect(courseStatus.rowLabel(row)).toBe('สมชาย ใจดี, Python for beginners');
  });

  it('shows times as the other tables do, no activity as a dash, and expiry in words', () => {
    expect(cellText(row, column('access_until'), t, [])).toBe('2027-01-10 10:02');
    expect(cellText(row, column('last_activity_at'), t, [])).toBe('—');
    expect(cellText(row, column('expired'), t, [])).toBe('masterFiles.table.no');
  });
});
