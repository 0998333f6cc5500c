import type { PublicBranch } from '@lm/shared';
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
    /** A weekday (0 Sunday … 6 Saturday), short. */
    weekday: (weekday: number) => new Date(Date.UTC(2026, 0, 4 + weekday, 12)).toLocaleDateString(language, { weekday: 'short', timeZone: 'UTC' }),
  };
}

/** A branch's name in the page's language, the other one when that one is empty. */
export function useBranchName() {
  const { i18n } = useTranslation();
  const thai = i18n.language === 'th';
  return (branch: Pick<PublicBranch, 'name_th' | 'name_en'>) => (thai ? branch.name_th || branch.name_en : branch.name_en || branch.name_th);
}

export const STUDY_BOOKING = '/myaccount/student/booking';
export const studyBookingHref = (branchId: string) => `${STUDY_BOOKING}/${encodeURIComponent(branchId)}`;
