import type { PublicBranch } from '@lm/shared';
import { useTranslation } from 'react-i18next';
import { inLanguage } from '../../../lib/in-language';

/** A branch's name in the page's language, the other one when that one is empty. */
export function useBranchName() {
  const { i18n } = useTranslation();
  return (branch: Pick<PublicBranch, 'name_th' | 'name_en'>) => inLanguage(i18n.language, branch.name_th, branch.name_en);
}

export const STUDY_BOOKING = '/myaccount/student/booking';
export const studyBookingHref = (branchId: string) => `${STUDY_BOOKING}/${encodeURIComponent(branchId)}`;
