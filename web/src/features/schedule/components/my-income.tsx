import type { MyIncome as MyIncomeAnswer } from '@lm/shared';
import { useTranslation } from 'react-i18next';
import { useMyIncome } from '../api/schedule';
import { monthText } from '../utils/bangkok';
import { ResourceState } from './session-item';
import '../i18n';
import '../schedule.css';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { formatBaht } from '../../../lib/format-price';
import '../../../components/list-table.css';

/** /myaccount/instructor/income: the instructor's own earnings by Bangkok month, newest first. */
export function MyIncome() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('schedule.income.title'));
  const income = useMyIncome();
  return (
    <main className="page sc-income">
      <h1>{t('schedule.income.title')}</h1>
      <p className="sc-muted">{t('schedule.income.intro')}</p>
      {income.status !== 'success' ? (
        <ResourceState status={income.status} retry={income.retry} />
      ) : (
        <>
          <div className="sc-scroll" tabIndex={0}>
            <table className="list-table">
              <thead>
                <tr>
                  <th scope="col">{t('schedule.income.month')}</th>
                  <th scope="col">{t('schedule.income.sessions')}</th>
                  <th scope="col">{t('schedule.income.minutes')}</th>
                  <th scope="col">{t('schedule.income.sessionPay')}</th>
                  <th scope="col">{t('schedule.income.courseSales')}</th>
                  <th scope="col">{t('schedule.income.salesShare')}</th>
                  <th scope="col">{t('schedule.income.total')}</th>
                </tr>
              </thead>
              <tbody>
                {income.data.months.map((month) => (
                  <tr key={month.period} data-month={month.period}>
                    <th scope="row">{monthText(month.period, i18n.language)}</th>
                    {isQuiet(month) ? (
                      // One line, not six zeros: a phone shows twelve months of mostly nothing otherwise.
                      <td colSpan={6} className="sc-muted">
                        {t('schedule.income.quiet')}
                      </td>
                    ) : (
                      <MonthFigures month={month} />
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>
            <strong>{t('schedule.income.grandTotal', { amount: formatBaht(income.data.total) })}</strong>
          </p>
        </>
      )}
    </main>
  );
}

type IncomeMonth = MyIncomeAnswer['months'][number];

/** A month with no class taught and no course sold. */
const isQuiet = (month: IncomeMonth) => month.sessions === 0 && month.minutes_taught === 0 && month.course_sales === 0 && month.total === 0;

function MonthFigures({ month }: { month: IncomeMonth }) {
  const { t } = useTranslation();
  return (
    <>
      <td data-label={t('schedule.income.sessions')}>{month.sessions}</td>
      <td data-label={t('schedule.income.minutes')}>{month.minutes_taught}</td>
      <td data-label={t('schedule.income.sessionPay')}>{formatBaht(month.session_pay)}</td>
      <td data-label={t('schedule.income.courseSales')}>{formatBaht(month.course_sales)}</td>
      <td data-label={t('schedule.income.salesShare')}>{formatBaht(month.sales_share)}</td>
      <td data-label={t('schedule.income.total')}>{formatBaht(month.total)}</td>
    </>
  );
}
