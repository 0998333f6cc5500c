import { addTranslations } from '../../../lib/i18n';

// The registerFields group's words (decision 0019) and the externalLogin group's (decision 0023),
// beside the page builder's labels the generated settings forms read.
const en = {
  pageBuilder: {
    fields: {
      birthday: 'Birthday',
      gender: 'Gender',
      lineId: 'LINE ID',
      referral: 'How they heard of the site',
      issuer: 'External issuer (iss)',
      audience: 'Audience of its tokens (aud)',
      jwks_url: 'Its JWKS address',
      shared_secret: 'Or its shared secret (HS256)',
      clear_shared_secret: 'Remove the stored shared secret',
      google_client_id: 'Google client ID',
      azure_tenant_id: 'Azure AD tenant ID',
      azure_client_id: 'Azure AD client ID',
      facebook_app_id: 'Facebook app ID',
    },
    options: { off: 'Not asked', optional: 'Asked, optional', required: 'Asked, required' },
    settings: {
      registerFieldsHint: 'What a registration asks besides the username, e-mail, password and names. Phone asks for a Thai number.',
      externalLoginHint:
        'Who may sign people in without their password. The shared secret is never shown: leave it empty to keep the stored one, type a new one to replace it, or tick the box to remove it.',
    },
  },
};

const th: typeof en = {
  pageBuilder: {
    fields: {
      birthday: 'วันเกิด',
      gender: 'เพศ',
      lineId: 'LINE ID',
      referral: 'รู้จักเว็บไซต์จากช่องทางใด',
      issuer: 'ผู้ออกโทเค็นภายนอก (iss)',
      audience: 'ผู้รับโทเค็น (aud)',
      jwks_url: 'ที่อยู่ JWKS',
      shared_secret: 'หรือรหัสลับร่วม (HS256)',
      clear_shared_secret: 'ลบรหัสลับร่วมที่เก็บไว้',
      google_client_id: 'Google client ID',
      azure_tenant_id: 'Azure AD tenant ID',
      azure_client_id: 'Azure AD client ID',
      facebook_app_id: 'Facebook app ID',
    },
    options: { off: 'ไม่ถาม', optional: 'ถาม ไม่บังคับ', required: 'ถาม บังคับกรอก' },
    settings: {
      registerFieldsHint: 'ข้อมูลที่ถามตอนสมัครสมาชิก นอกเหนือจากชื่อผู้ใช้ อีเมล รหัสผ่าน ชื่อ และนามสกุล เบอร์โทรศัพท์ต้องเป็นเบอร์ในประเทศไทย',
      externalLoginHint:
        'ผู้ที่ลงชื่อเข้าใช้ให้ผู้อื่นได้โดยไม่ใช้รหัสผ่าน รหัสลับร่วมจะไม่แสดง: เว้นว่างไว้เพื่อใช้รหัสเดิม พิมพ์รหัสใหม่เพื่อแทนที่ หรือทำเครื่องหมายเพื่อลบ',
    },
  },
};

addTranslations({ en, th });
