import { addTranslations } from '../../../lib/i18n';

/** The form engine's own words: those of its inputs, whatever the form. */
const en = {
  choose: 'Choose…',
  loading: 'Loading…',
  commaList: 'Separate items with commas.',
  noCategories: 'There are no categories of this kind yet: create one first.',
  noRecords: 'There is nothing to choose yet.',
  optionsFailed: 'The choices could not be loaded.',
  chosen_one: '{{count}} chosen',
  chosen_other: '{{count}} chosen',
  rows: { none: 'None yet.', add: 'Add to {{field}}', remove: 'Remove row {{row}}', up: 'Move row {{row}} up', down: 'Move row {{row}} down' },
};

const th: typeof en = {
  choose: 'เลือก…',
  loading: 'กำลังโหลด…',
  commaList: 'คั่นแต่ละรายการด้วยเครื่องหมายจุลภาค',
  noCategories: 'ยังไม่มีหมวดหมู่ประเภทนี้ กรุณาสร้างหมวดหมู่ก่อน',
  noRecords: 'ยังไม่มีรายการให้เลือก',
  optionsFailed: 'ไม่สามารถโหลดตัวเลือกได้',
  chosen_one: 'เลือกแล้ว {{count}} รายการ',
  chosen_other: 'เลือกแล้ว {{count}} รายการ',
  rows: { none: 'ยังไม่มี', add: 'เพิ่มใน{{field}}', remove: 'ลบแถวที่ {{row}}', up: 'เลื่อนแถวที่ {{row}} ขึ้น', down: 'เลื่อนแถวที่ {{row}} ลง' },
};

addTranslations({ en: { form: en }, th: { form: th }, overwrite: true });
