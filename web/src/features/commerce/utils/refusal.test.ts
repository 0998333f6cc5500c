import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/errors';
import { MESSAGE_TEXTS } from '../../../lib/messages-i18n';
import { localSentences, refusalText } from './refusal';

const i18n = i18next.createInstance();
await i18n.init({
  lng: 'th',
  fallbackLng: 'en',
  resources: { en: { translation: { messages: MESSAGE_TEXTS.en } }, th: { translation: { messages: MESSAGE_TEXTS.th } } },
  interpolation: { escapeValue: false },
  initAsync: false,
});
const th = i18n.getFixedT('th');
const en = i18n.getFixedT('en');

describe('a refused cart change or checkout, in the visitor’s language', () => {
  it('translates each of several problems the server joined in one 409', () => {
    const text = 'Only 2 of Drawing tablet are left. Python workbook is out of stock.';
    expect(localSentences(th, text)).toBe('Drawing tablet เหลือเพียง 2 ชิ้น Python workbook สินค้าหมด');
    expect(refusalText(en, new ApiError(409, text, { message: text }), 'failed')).toBe(text);
  });

  it('says what ran out at checkout, and that a course is already owned', () => {
    const ranOut = 'These ran out before your order was placed: Drawing tablet.';
    expect(refusalText(th, new ApiError(409, ranOut, { message: ranOut, code: 'ranOut' }), 'failed')).toBe('รายการต่อไปนี้หมดก่อนสั่งซื้อสำเร็จ: Drawing tablet');
    const owned = 'You already own Python for beginners.';
    expect(refusalText(th, new ApiError(409, owned, { message: owned }), 'failed')).toBe('คุณมี Python for beginners อยู่แล้ว');
  });

  it('gives a 400’s field problem alone, without the summary before it', () => {
    const message = 'The request is not valid. (body) address_id: Choose an address to send the parcel to.';
    const error = new ApiError(400, message, { message, fields: { address_id: ['Choose an address to send the parcel to.'] } });
    expect(refusalText(en, error, 'failed')).toBe('Choose an address to send the parcel to.');
    expect(refusalText(th, error, 'failed')).toBe('โปรดเลือกที่อยู่สำหรับจัดส่งพัสดุ');
    const coupon = 'The request is not valid. (body) coupon: You have already used coupon WELCOME10.';
    expect(refusalText(th, new ApiError(400, coupon, { message: coupon, fields: { coupon: ['You have already used coupon WELCOME10.'] } }), 'failed')).toBe('คุณใช้คูปอง WELCOME10 ไปแล้ว');
  });

  it('falls back to its own words when the server said nothing it can show', () => {
    expect(refusalText(en, new Error('boom'), 'Your order could not be placed.')).toBe('Your order could not be placed.');
  });
});
