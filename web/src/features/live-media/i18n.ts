import { addTranslations } from '../../lib/i18n';

const en = {
  when: '{{day}}, {{from}}–{{to}} (Bangkok time)',
  zoom: {
    loading: 'Loading the Zoom meeting…',
    error: 'The Zoom meeting could not be loaded.',
    join: 'Join on Zoom',
    start: 'Start the meeting',
    passcode: 'Passcode: {{passcode}}',
    meetingId: 'Meeting ID: {{id}}',
    hostNote: 'The start link makes you the meeting’s host. Students wait until you start.',
    studentNote: 'The meeting opens in the Zoom app or in your browser.',
  },
  broadcast: {
    loading: 'Loading the broadcast…',
    error: 'The broadcast could not be loaded.',
    live: 'Live',
    waiting: 'The broadcast has not started yet. This page starts playing when it does.',
    failed: 'The broadcast could not be played. Reload the page to try again.',
    unsupported: 'This browser cannot play the broadcast.',
    player: 'Class broadcast',
    ingest: 'Broadcast from your streaming software',
    server: 'Server',
    streamKey: 'Stream key',
    keyNote: 'Keep the stream key to yourself: whoever has it can broadcast to this class.',
    show: 'Show',
    hide: 'Hide',
    startTest: 'Start broadcast (test picture)',
    stop: 'Stop broadcast',
    starting: 'Starting…',
    stopping: 'Stopping…',
    controlFailed: 'The broadcast could not be changed.',
  },
  closed: {
    sessionNotOpen: 'The class opens at {{time}} (Bangkok time).',
    sessionEnded: 'This class has ended.',
    sessionCancelled: 'This class was cancelled.',
    notFound: 'You have no seat in this class.',
  },
};

const th: typeof en = {
  when: '{{day}} เวลา {{from}}–{{to}} น. (เวลาประเทศไทย)',
  zoom: {
    loading: 'กำลังโหลดห้อง Zoom…',
    error: 'โหลดห้อง Zoom ไม่สำเร็จ',
    join: 'เข้าเรียนผ่าน Zoom',
    start: 'เริ่มการประชุม',
    passcode: 'รหัสผ่าน: {{passcode}}',
    meetingId: 'Meeting ID: {{id}}',
    hostNote: 'ลิงก์นี้ทำให้คุณเป็นผู้จัดการประชุม ผู้เรียนจะรอจนกว่าคุณจะเริ่ม',
    studentNote: 'ห้องเรียนจะเปิดในแอป Zoom หรือในเบราว์เซอร์',
  },
  broadcast: {
    loading: 'กำลังโหลดการถ่ายทอดสด…',
    error: 'โหลดการถ่ายทอดสดไม่สำเร็จ',
    live: 'สด',
    waiting: 'การถ่ายทอดสดยังไม่เริ่ม หน้านี้จะเริ่มเล่นเองเมื่อเริ่มถ่ายทอด',
    failed: 'เล่นการถ่ายทอดสดไม่ได้ โปรดโหลดหน้าใหม่',
    unsupported: 'เบราว์เซอร์นี้เล่นการถ่ายทอดสดไม่ได้',
    player: 'การถ่ายทอดสดของชั้นเรียน',
    ingest: 'ถ่ายทอดจากโปรแกรมสตรีมของคุณ',
    server: 'เซิร์ฟเวอร์',
    streamKey: 'Stream key',
    keyNote: 'เก็บ stream key ไว้เป็นความลับ ผู้ที่มีคีย์นี้ถ่ายทอดเข้าชั้นเรียนนี้ได้',
    show: 'แสดง',
    hide: 'ซ่อน',
    startTest: 'เริ่มถ่ายทอด (ภาพทดสอบ)',
    stop: 'หยุดถ่ายทอด',
    starting: 'กำลังเริ่ม…',
    stopping: 'กำลังหยุด…',
    controlFailed: 'เปลี่ยนสถานะการถ่ายทอดไม่สำเร็จ',
  },
  closed: {
    sessionNotOpen: 'ชั้นเรียนเปิดเวลา {{time}} (เวลาประเทศไทย)',
    sessionEnded: 'ชั้นเรียนนี้จบแล้ว',
    sessionCancelled: 'ชั้นเรียนนี้ถูกยกเลิก',
    notFound: 'คุณไม่มีที่นั่งในชั้นเรียนนี้',
  },
};

// The texts travel with the room's chunk.
addTranslations({ en: { liveMedia: en }, th: { liveMedia: th } });
