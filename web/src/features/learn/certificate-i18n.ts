import { addTranslations } from '../../lib/i18n';
// The server's refusal before the course is complete, in the visitor's language.
import '../../lib/messages-i18n';

const en = {
  title: 'Your certificate',
  complete: 'You have finished every lesson of this course.',
  claim: 'Get your certificate',
  claiming: 'Getting your certificate…',
  issued: 'Certificate {{number}}',
  download: 'Download the certificate (PDF)',
  downloading: 'Preparing the PDF…',
  verify: 'Its verification page',
  failed: 'The certificate could not be issued.',
  downloadFailed: 'The certificate could not be downloaded. Please try again.',
};

const th: typeof en = {
  title: 'ประกาศนียบัตรของคุณ',
  complete: 'คุณเรียนครบทุกบทเรียนของคอร์สนี้แล้ว',
  claim: 'รับประกาศนียบัตร',
  claiming: 'กำลังออกประกาศนียบัตร…',
  issued: 'ประกาศนียบัตรเลขที่ {{number}}',
  download: 'ดาวน์โหลดประกาศนียบัตร (PDF)',
  downloading: 'กำลังเตรียมไฟล์ PDF…',
  verify: 'หน้าตรวจสอบประกาศนียบัตร',
  failed: 'ออกประกาศนียบัตรไม่สำเร็จ',
  downloadFailed: 'ดาวน์โหลดประกาศนียบัตรไม่สำเร็จ กรุณาลองอีกครั้ง',
};

addTranslations({ en: { learnCertificate: en }, th: { learnCertificate: th } });
