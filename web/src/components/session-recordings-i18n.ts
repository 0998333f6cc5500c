import { addTranslations } from '../lib/i18n';

/** Words of a past class's recordings (decision 0054): the student's past classes and the instructor's history alike. */
const en = {
  watch: 'Watch the recording',
  hide: 'Hide the recording',
  loading: 'Opening the recording…',
  title: 'Recording {{n}} of {{title}}',
  failed: 'The recording could not be played.',
  onZoom: 'Watch recording {{n}} on Zoom',
  passcode: 'Passcode: {{passcode}}',
};

const th: typeof en = {
  watch: 'ดูวิดีโอบันทึกการสอน',
  hide: 'ซ่อนวิดีโอบันทึกการสอน',
  loading: 'กำลังเปิดวิดีโอบันทึกการสอน…',
  title: 'วิดีโอบันทึกที่ {{n}} ของ {{title}}',
  failed: 'เล่นวิดีโอบันทึกการสอนไม่ได้',
  onZoom: 'ดูวิดีโอบันทึกที่ {{n}} บน Zoom',
  passcode: 'รหัสผ่าน: {{passcode}}',
};

addTranslations({ en: { sessionRecordings: en }, th: { sessionRecordings: th } });
