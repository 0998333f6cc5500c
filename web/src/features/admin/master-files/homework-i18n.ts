/** The homework screen's words (decision 0041), joined to the master files' in `../i18n.ts`. */
const en = {
  homework: {
    title: 'Homework',
    item: 'homework',
    show: 'Show',
    titleHint: 'A title in Thai, in English, or both.',
    dueHint: 'Work sent after the end of this day (Thailand time) is taken and marked late. Leave it empty for no due date.',
    filesHint: 'The most files a student attaches to one submission; 0 for a written answer only.',
  },
  homeworkCategories: { title: 'Homework categories', item: 'homework category' },
  homeworkFields: {
    title_th: 'Title (Thai)',
    title_en: 'Title (English)',
    instructions_th: 'Instructions (Thai)',
    instructions_en: 'Instructions (English)',
    due_on: 'Due date',
    max_score: 'Full score',
    pass_score: 'Passing score',
    allow_resubmit: 'A returned submission may be sent again',
    max_files: 'Files per submission',
  },
};

const th: typeof en = {
  homework: {
    title: 'การบ้าน',
    item: 'การบ้าน',
    show: 'แสดง',
    titleHint: 'ชื่อภาษาไทย ภาษาอังกฤษ หรือทั้งสองภาษา',
    dueHint: 'งานที่ส่งหลังสิ้นวันนี้ (เวลาประเทศไทย) ยังรับไว้แต่ถือว่าส่งช้า เว้นว่างหากไม่มีกำหนดส่ง',
    filesHint: 'จำนวนไฟล์สูงสุดที่ผู้เรียนแนบได้ในการส่งแต่ละครั้ง ใส่ 0 หากรับเฉพาะคำตอบที่เขียน',
  },
  homeworkCategories: { title: 'หมวดหมู่การบ้าน', item: 'หมวดหมู่การบ้าน' },
  homeworkFields: {
    title_th: 'ชื่อ (ภาษาไทย)',
    title_en: 'ชื่อ (ภาษาอังกฤษ)',
    instructions_th: 'คำชี้แจง (ภาษาไทย)',
    instructions_en: 'คำชี้แจง (ภาษาอังกฤษ)',
    due_on: 'กำหนดส่ง',
    max_score: 'คะแนนเต็ม',
    pass_score: 'คะแนนผ่าน',
    allow_resubmit: 'ส่งใหม่ได้เมื่อถูกส่งคืน',
    max_files: 'จำนวนไฟล์ต่อการส่ง',
  },
};

export const HOMEWORK_WORDS = { en, th };
