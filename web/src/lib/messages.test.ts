import { ERRORS, FIELD_LABELS, MESSAGES, message, type MessageCode } from '@lm/shared';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError, ConnectionError } from './api/errors';
import { localFields, localMessage, localMessageOf } from './messages';
import { MESSAGE_TEXTS } from './messages-i18n';

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

const codes = Object.keys(MESSAGES) as MessageCode[];
const names = (template: string, pattern: RegExp) => [...new Set([...template.matchAll(pattern)].map((match) => match[1]))].sort();
const filled = (code: MessageCode, params: Record<string, string>) => (message as (code: MessageCode, params?: Record<string, string>) => string)(code, params);

describe('messages in Thai', () => {
  it('translates the schemas’ messages, field names included', () => {
    expect(localMessage(th, 'Postal code must be exactly 5 digits.')).toBe('รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก');
    expect(localMessage(th, 'Recipient name is required.')).toBe('โปรดกรอกชื่อผู้รับ');
    expect(localMessage(th, 'Password must be at least 10 characters.')).toBe('รหัสผ่านต้องมีอย่างน้อย 10 ตัวอักษร');
    expect(localMessage(th, 'LINE ID is too long (at most 50 characters).')).toBe('LINE IDยาวเกินไป (ไม่เกิน 50 ตัวอักษร)');
  });

  it('translates the server’s own answers', () => {
    expect(localMessage(th, 'This username is already taken.')).toBe('ชื่อผู้ใช้นี้มีผู้ใช้แล้ว');
    expect(localMessage(th, 'Too many failed sign-ins. Please wait 4 minutes and try again.')).toBe('เข้าสู่ระบบไม่สำเร็จหลายครั้งเกินไป โปรดรอ 4 นาทีแล้วลองอีกครั้ง');
    expect(localMessage(th, 'If an account uses this e-mail address, a link to reset its password is on its way.')).toBe(MESSAGE_TEXTS.th.codes.resetRequested);
  });

  it('translates the master files’ own refusals', () => {
    expect(localMessage(th, 'No course category has this id.')).toBe('ไม่พบรายการที่เลือก (หมวดหมู่คอร์ส)');
    expect(localMessage(th, 'Another article has this slug.')).toBe('มีรายการอื่นใช้ slug นี้แล้ว (บทความ)');
    expect(localMessage(th, 'No course has the ids c-1, c-2.')).toBe('ไม่พบรายการรหัส c-1, c-2 (คอร์ส)');
    // A thing the catalogue does not name is shown as it is.
    expect(localMessage(th, 'No spaceship has this id.')).toBe('ไม่พบรายการที่เลือก (spaceship)');
  });

  it('translates the refusals of certificates, pages and the back office', () => {
    expect(localMessage(th, 'Finish every lesson of Python: the basics to get its certificate: 3 of 8 are done.')).toBe(
      'เรียนให้ครบทุกบทเรียนของ Python: the basics เพื่อรับใบประกาศนียบัตร: เรียนแล้ว 3 จาก 8 บท',
    );
    expect(localMessage(th, 'No article has the id or slug python-tips.')).toBe('ไม่พบรายการรหัสหรือ slug python-tips (บทความ)');
    expect(localMessage(th, 'This page is for students and instructors.')).toBe('หน้านี้สำหรับนักเรียนและผู้สอนเท่านั้น');
    expect(localMessage(th, 'The video “Intro” still holds this file: it is removed when the video is deleted.')).toBe('วิดีโอ “Intro” ยังใช้ไฟล์นี้อยู่ ไฟล์จะถูกลบเมื่อลบวิดีโอนั้น');
    expect(localMessage(th, 'Only a paid order can be refunded; this one is pending.')).toBe('คืนเงินได้เฉพาะคำสั่งซื้อที่ชำระแล้ว คำสั่งซื้อนี้มีสถานะ pending');
    expect(localMessage(th, 'Lesson "Setup: the tools" needs its video.')).toBe('บทเรียน "Setup: the tools" ต้องเลือกวิดีโอ');
  });

  it('keeps a field name the catalogue does not list, and any text it does not know', () => {
    expect(localMessage(th, 'title is required.')).toBe('โปรดกรอกtitle');
    expect(localMessage(th, 'Something nobody wrote.')).toBe('Something nobody wrote.');
  });

  it('leaves SPEC §8’s texts in English', () => {
    for (const text of [ERRORS.incorrectCredentials.message, ERRORS.administrationNotPermitted.message, ERRORS.someoneIsActive.text, ERRORS.cannotConnect.message, ERRORS.unauthorized.message]) {
      expect(localMessage(th, text)).toBe(text);
    }
  });

  it('has every message, with the same parameters as the English one', () => {
    for (const code of codes) {
      expect(names(MESSAGE_TEXTS.th.codes[code], /\{\{(\w+)\}\}/g), code).toEqual(names(MESSAGES[code], /\{(\w+)\}/g));
    }
    expect(Object.keys(MESSAGE_TEXTS.th.labels).sort()).toEqual(Object.keys(FIELD_LABELS).sort());
  });
});

describe('messages in English', () => {
  it('reads exactly as the server wrote them', () => {
    for (const code of codes) {
      for (const label of [...Object.values(FIELD_LABELS), 'slug']) {
        const text = filled(code, { label, max: '12', min: '3', options: 'a, b', date: '1900-01-01', years: '5', digits: '5', minutes: '2', version: '2026-01', provider: 'Azure AD' });
        expect(localMessage(en, text), text).toBe(text);
      }
    }
  });
});

describe('localMessageOf and localFields', () => {
  it('tells a 400 of the schemas as the refusal and its fields’ messages', () => {
    const fields = { postal_code: ['Postal code must be exactly 5 digits.'], phone: ['Phone is required.'] };
    const error = new ApiError(400, 'The request is not valid.', { message: 'The request is not valid. (body) postal_code: Postal code must be exactly 5 digits.; phone: Phone is required.', fields });
    expect(localMessageOf(th, error, 'fallback')).toBe('ข้อมูลที่ส่งไม่ถูกต้อง รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก โปรดกรอกเบอร์โทรศัพท์');
    expect(localMessageOf(en, error, 'fallback')).toBe('The request is not valid. Postal code must be exactly 5 digits. Phone is required.');
  });

  it('translates a refusal’s message, and keeps the fallback and SPEC §8’s texts', () => {
    expect(localMessageOf(th, new ApiError(409, 'This e-mail address is already registered.', { message: 'This e-mail address is already registered.' }), 'x')).toBe('อีเมลนี้ลงทะเบียนไว้แล้ว');
    expect(localMessageOf(th, new ConnectionError(), 'x')).toBe(ERRORS.cannotConnect.message);
    expect(localMessageOf(th, new Error('boom'), 'บันทึกไม่สำเร็จ')).toBe('บันทึกไม่สำเร็จ');
  });

  it('translates each field’s message', () => {
    expect(localFields(th, { recipient_name: 'Recipient name is required.', form: undefined })).toEqual({ recipient_name: 'โปรดกรอกชื่อผู้รับ', form: undefined });
  });
});
