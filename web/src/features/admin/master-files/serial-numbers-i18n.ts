/** The serial numbers screen's words (decision 0061), joined to the master files' in `../i18n.ts`. */
const en = {
  serialNumbers: {
    title: 'Serial numbers',
    item: 'serial number',
    columns: {
      code: 'Serial number',
      course_id: 'Course',
      batch: 'Batch',
      redeem_until: 'Usable until',
      access_months: 'Months of access',
      active: 'Can be used',
      redeemed_email: 'Used by',
      redeemed_at: 'Used on',
    },
    hints: {
      batch: 'A name for the batch: the book or event the codes are for.',
      redeemUntil: 'The last day (Bangkok) a code can be used; empty for no end.',
      accessMonths: 'How long the course is open to whoever uses a code.',
      active: 'Off: the code can no longer be used (a lost or leaked batch).',
    },
    make: {
      title: 'Make a batch of serial numbers',
      quantity: 'How many',
      course: 'Course',
      submit: 'Make serial numbers',
      saving: 'Making…',
      done_one: '{{count}} serial number made for {{course}}.',
      done_other: '{{count}} serial numbers made for {{course}}.',
      failed: 'The serial numbers could not be made.',
      download: 'Download the codes (CSV)',
    },
    switch: {
      title: 'Switch a batch off or on',
      hint: 'Its name exactly as the table shows it. Codes already used are left as they are.',
      off: 'Switch its unused codes off',
      on: 'Switch them on again',
      offDone_one: '{{count}} unused code of {{batch}} switched off.',
      offDone_other: '{{count}} unused codes of {{batch}} switched off.',
      onDone_one: '{{count}} unused code of {{batch}} switched on.',
      onDone_other: '{{count}} unused codes of {{batch}} switched on.',
      failed: 'The batch could not be switched.',
    },
  },
};

const th: typeof en = {
  serialNumbers: {
    title: 'หมายเลขซีเรียล',
    item: 'หมายเลขซีเรียล',
    columns: {
      code: 'หมายเลขซีเรียล',
      course_id: 'คอร์ส',
      batch: 'ชุด',
      redeem_until: 'ใช้ได้ถึง',
      access_months: 'จำนวนเดือนที่เรียนได้',
      active: 'ใช้งานได้',
      redeemed_email: 'ผู้ใช้',
      redeemed_at: 'ใช้เมื่อ',
    },
    hints: {
      batch: 'ชื่อของชุด เช่น หนังสือหรือกิจกรรมที่แจกรหัส',
      redeemUntil: 'วันสุดท้าย (เวลากรุงเทพฯ) ที่ใช้รหัสได้ เว้นว่างหากไม่มีวันหมดอายุ',
      accessMonths: 'ระยะเวลาที่ผู้ใช้รหัสเรียนคอร์สได้',
      active: 'ปิด: ใช้รหัสนี้ไม่ได้อีก (เช่น ชุดที่สูญหายหรือรั่วไหล)',
    },
    make: {
      title: 'สร้างหมายเลขซีเรียลเป็นชุด',
      quantity: 'จำนวน',
      course: 'คอร์ส',
      submit: 'สร้างหมายเลขซีเรียล',
      saving: 'กำลังสร้าง…',
      done_one: 'สร้างหมายเลขซีเรียล {{count}} รายการสำหรับ {{course}} แล้ว',
      done_other: 'สร้างหมายเลขซีเรียล {{count}} รายการสำหรับ {{course}} แล้ว',
      failed: 'สร้างหมายเลขซีเรียลไม่สำเร็จ',
      download: 'ดาวน์โหลดรหัส (CSV)',
    },
    switch: {
      title: 'ปิดหรือเปิดใช้งานทั้งชุด',
      hint: 'ชื่อชุดตามที่แสดงในตาราง รหัสที่ถูกใช้แล้วจะไม่เปลี่ยนแปลง',
      off: 'ปิดรหัสที่ยังไม่ถูกใช้',
      on: 'เปิดใช้งานอีกครั้ง',
      offDone_one: 'ปิดรหัสที่ยังไม่ถูกใช้ของ {{batch}} แล้ว {{count}} รายการ',
      offDone_other: 'ปิดรหัสที่ยังไม่ถูกใช้ของ {{batch}} แล้ว {{count}} รายการ',
      onDone_one: 'เปิดรหัสที่ยังไม่ถูกใช้ของ {{batch}} แล้ว {{count}} รายการ',
      onDone_other: 'เปิดรหัสที่ยังไม่ถูกใช้ของ {{batch}} แล้ว {{count}} รายการ',
      failed: 'เปลี่ยนสถานะของชุดไม่สำเร็จ',
    },
  },
};

export const SERIAL_NUMBER_WORDS = { en, th };
