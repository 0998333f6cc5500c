import { i18next } from '../../../lib/i18n';

// The registerFields group's words (decision 0019), beside the page builder's labels the
// generated settings forms read: each field's name, and its three modes.
const en = {
  pageBuilder: {
    fields: { birthday: 'Birthday', gender: 'Gender', lineId: 'LINE ID', referral: 'How they heard of the site' },
    options: { off: 'Not asked', optional: 'Asked, optional', required: 'Asked, required' },
    settings: { registerFieldsHint: 'What a registration asks besides the username, e-mail, password and names. Phone asks for a Thai number.' },
  },
};

const th: typeof en = {
  pageBuilder: {
    fields: { birthday: 'วันเกิด', gender: 'เพศ', lineId: 'LINE ID', referral: 'รู้จักเว็บไซต์จากช่องทางใด' },
    options: { off: 'ไม่ถาม', optional: 'ถาม ไม่บังคับ', required: 'ถาม บังคับกรอก' },
    settings: { registerFieldsHint: 'ข้อมูลที่ถามตอนสมัครสมาชิก นอกเหนือจากชื่อผู้ใช้ อีเมล รหัสผ่าน ชื่อ และนามสกุล เบอร์โทรศัพท์ต้องเป็นเบอร์ในประเทศไทย' },
  },
};

i18next.addResourceBundle('en', 'translation', en, true, false);
i18next.addResourceBundle('th', 'translation', th, true, false);
