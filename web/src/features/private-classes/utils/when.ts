import { useTranslation } from 'react-i18next';

const locale = (language: string) => (language === 'th' ? 'th-TH' : 'en-GB');

/** Dates and times as the visitor reads them, always in Bangkok time. */
export function useBangkokFormat() {
  const { i18n } = useTranslation();
  const language = locale(i18n.language);
  return {
    when: (value: string) => new Date(value).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Bangkok' }),
    day: (value: string) => new Date(value).toLocaleDateString(language, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'Asia/Bangkok' }),
    time: (value: string) => new Date(value).toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'Asia/Bangkok' }),
    date: (value: string) => new Date(`${value}T12:00:00+07:00`).toLocaleDateString(language, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Bangkok' }),
  };
}

/** Where a student opens a booked class's room. */
export const roomHref = (sessionId: string) => `/privateclass/open/${encodeURIComponent(sessionId)}`;
export const instructorSlotsHref = (instructorId: string) => `/private/instructors/${encodeURIComponent(instructorId)}`;
export const privateStudentHref = (studentId: string) => `/private/students/${encodeURIComponent(studentId)}`;
export const MY_PRIVATE_CLASSES = '/myaccount/student/course/private';
