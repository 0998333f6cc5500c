import type { PublicBranch } from '@lm/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LoadFailure } from '../../../components/load-failure';
import '../../../components/storefront.css';
import { usePublicBranches } from '../api/study-booking';
import '../i18n';
import '../study-booking.css';
import { studyBookingHref, useBranchName } from '../utils/when';
import { BranchHours } from './branch-hours';
import { MyStudyTime } from './my-study-time';
import { useBangkokFormat } from '../../../hooks/use-bangkok-format';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/**
 * /myaccount/student/booking[/{branch id}]: the branches with study rooms, a week of the chosen
 * branch's open hours with their seats left to book, and the student's own seats (decision 0052).
 */
export function StudyBooking({ branchId }: { branchId?: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t('studyBooking.title'));
  const branches = usePublicBranches();
  const navigate = useNavigate();
  const list = branches.data?.branches ?? [];
  const named = branchId ? list.find((branch) => branch.id === branchId) : undefined;
  const chosen = branchId ? named : list[0];

  return (
    <main className="page sf-page sb-page" data-page="studentBooking">
      <header className="sf-page__header">
        <h1>{t('studyBooking.title')}</h1>
        <p>{t('studyBooking.intro')}</p>
      </header>
      {branches.status === 'pending' && (
        <p className="sf-state" role="status">
          {t('studyBooking.loading')}
        </p>
      )}
      {branches.status === 'error' && <LoadFailure error={branches.error} message={t('studyBooking.error')} onRetry={() => void branches.refetch()} />}
      {branches.status === 'success' && (
        <>
          <BranchChoice branches={list} chosen={chosen?.id} onChoose={(id) => void navigate(studyBookingHref(id), { replace: true })} />
          {branchId && !named && list.length > 0 && <p className="sf-state">{t('studyBooking.branches.unknown')}</p>}
          {chosen && <BranchHours key={chosen.id} branch={chosen} />}
        </>
      )}
      <MyStudyTime />
    </main>
  );
}

/** Weekdays sharing the same hours, as runs of consecutive days (Monday to Saturday 09:00–20:00). */
function openingGroups(weekly: PublicBranch['weekly']): { days: [number, number][]; hours: string }[] {
  const byHours = new Map<string, number[]>();
  for (const row of weekly) {
    const hours = `${row.start}–${row.end}`;
    byHours.set(hours, [...(byHours.get(hours) ?? []), row.weekday]);
  }
  const order = (weekday: number) => (weekday + 6) % 7;
  return [...byHours].map(([hours, weekdays]) => {
    const days: [number, number][] = [];
    for (const weekday of [...new Set(weekdays)].sort((a, b) => order(a) - order(b))) {
      const run = days.at(-1);
      if (run && order(weekday) === order(run[1]) + 1) run[1] = weekday;
      else days.push([weekday, weekday]);
    }
    return { days, hours };
  });
}

/** The published branches, one of them chosen: its name, address, phone, seats and opening hours. */
function BranchChoice({ branches, chosen, onChoose }: { branches: PublicBranch[]; chosen: string | undefined; onChoose(id: string): void }) {
  const { t } = useTranslation();
  const name = useBranchName();
  const format = useBangkokFormat();
  if (branches.length === 0) {
    return (
      <section aria-labelledby="sb-branches">
        <h2 id="sb-branches">{t('studyBooking.branches.title')}</h2>
        <p className="sf-state">{t('studyBooking.branches.none')}</p>
      </section>
    );
  }
  const opening = (branch: PublicBranch) =>
    branch.weekly.length === 0
      ? t('studyBooking.branches.closedAllWeek')
      : t('studyBooking.branches.open', {
          hours: openingGroups(branch.weekly)
            .map(({ days, hours }) => `${days.map(([first, last]) => (first === last ? format.weekday(first) : `${format.weekday(first)}–${format.weekday(last)}`)).join(', ')} ${hours}`)
            .join('; '),
        });
  return (
    <section aria-labelledby="sb-branches">
      <h2 id="sb-branches">{t('studyBooking.branches.title')}</h2>
      <fieldset className="sb-branches">
        <legend>{t('studyBooking.branches.choose')}</legend>
        {branches.map((branch) => (
          <label key={branch.id} className={`sb-branch${branch.id === chosen ? ' sb-branch--chosen' : ''}`} data-testid="study-branch">
            <input type="radio" name="sb-branch" value={branch.id} aria-label={name(branch)} checked={branch.id === chosen} onChange={() => onChoose(branch.id)} />
            <span className="sb-branch__text">
              <strong>{name(branch)}</strong>
              {branch.address && <span>{branch.address}</span>}
              {branch.phone && <span>{t('studyBooking.branches.phone', { phone: branch.phone })}</span>}
              <span>{t('studyBooking.branches.seats', { count: branch.seats })}</span>
              <span>{opening(branch)}</span>
            </span>
          </label>
        ))}
      </fieldset>
    </section>
  );
}
