import type { PublicBranch } from '@lm/shared';
import { useTranslation } from 'react-i18next';

/** A branch's name in the page's language, the other one when that one is empty. */
export function useBranchName() {
  const { i18n } = useTranslation();
  const thai = i18n.language === 'th';
  return (branch: Pick<PublicBranch, 'name_th' | 'name_en'>) => (thai ? branch.name_th || branch.name_en : branch.name_en || branch.name_th);
}

export const STUDY_BOOKING = '/myaccount/student/booking';
export const studyBookingHref = (branchId: string) => `${STUDY_BOOKING}/${encodeURIComponent(branchId)}`;
