import { ATTENDANCE_CLASS_COLUMNS, ATTENDANCE_DAY_COLUMNS, ATTENDANCE_STUDENT_COLUMNS, EXPENSE_COLUMNS, INSTRUCTOR_RATE_COLUMNS, instructorRateInput, routes, SESSION_KINDS, type TableColumn } from '@lm/shared';
import { masterFile, reportColumns } from './define';

/** These reports' columns are worded under `masterFiles.scheduleColumns`. */
const labelled = (columns: readonly TableColumn[], money: readonly string[] = []) => reportColumns('masterFiles.scheduleColumns', columns, money);

const toolbar = () => import('../components/date-range-toolbar');

/**
 * Live class attendance (../shared/SPEC.md §2 "Admin", decision 0050): by class, by student and by
 * day, a switch apart, for the days the toolbar chooses (the last 30 unless said). Reports: nothing
 * is written or deleted here.
 */
export const attendanceByClass = masterFile({
  key: 'attendanceByClass',
  endpoints: { list: routes.listAttendanceByClass },
  columns: ATTENDANCE_CLASS_COLUMNS,
  shown: ['day', 'starts_at', 'title', 'kind', 'instructor', 'booked', 'present', 'minutes', 'instructor_minutes'],
  named: 'title',
  columnOverrides: { ...labelled(ATTENDANCE_CLASS_COLUMNS), kind: { label: 'masterFiles.scheduleColumns.kind', choices: { values: SESSION_KINDS, labels: 'masterFiles.sessionKinds' } } },
  toolbar,
});

export const attendanceByStudent = masterFile({
  key: 'attendanceByStudent',
  endpoints: { list: routes.listAttendanceByStudent },
  columns: ATTENDANCE_STUDENT_COLUMNS,
  shown: ['student', 'booked', 'attended', 'minutes'],
  named: 'student',
  columnOverrides: labelled(ATTENDANCE_STUDENT_COLUMNS),
  toolbar,
});

export const attendanceByDay = masterFile({
  key: 'attendanceByDay',
  endpoints: { list: routes.listAttendanceByDay },
  columns: ATTENDANCE_DAY_COLUMNS,
  shown: ['id', 'sessions', 'booked', 'present', 'minutes'],
  named: 'id',
  columnOverrides: { ...labelled(ATTENDANCE_DAY_COLUMNS), id: { label: 'masterFiles.scheduleColumns.day' } },
  toolbar,
});

const MONEY = ['session_pay', 'course_sales', 'sales_share', 'total'] as const;

/** What each instructor earned per Bangkok day: sessions taught at their rate, and their share of their courses' paid sales. */
export const dailyInstructorExpense = masterFile({
  key: 'dailyInstructorExpense',
  endpoints: { list: routes.listDailyInstructorExpense },
  columns: EXPENSE_COLUMNS,
  shown: ['period', 'instructor', 'sessions', 'minutes_taught', 'students_present', 'session_pay', 'course_sales', 'sales_share', 'total'],
  named: ['instructor', 'period'],
  columnOverrides: labelled(EXPENSE_COLUMNS, MONEY),
  toolbar,
});

/** The same per Bangkok month (the last 12 months unless said). */
export const monthlyInstructorExpense = masterFile({
  key: 'monthlyInstructorExpense',
  endpoints: { list: routes.listMonthlyInstructorExpense },
  columns: EXPENSE_COLUMNS,
  shown: ['period', 'instructor', 'sessions', 'minutes_taught', 'students_present', 'session_pay', 'course_sales', 'sales_share', 'total'],
  named: ['instructor', 'period'],
  columnOverrides: labelled(EXPENSE_COLUMNS, MONEY),
  toolbar,
});

/** Instructor rates: per hour taught or per student present, and a share of the instructor's course sales; one per instructor. */
export const instructorRates = masterFile({
  key: 'instructorRates',
  endpoints: {
    list: routes.listInstructorRates,
    get: routes.getInstructorRate,
    create: routes.createInstructorRate,
    update: routes.updateInstructorRate,
    remove: routes.deleteInstructorRates,
  },
  columns: INSTRUCTOR_RATE_COLUMNS,
  shown: ['instructor_id', 'basis', 'rate', 'course_share_percent', 'updated_at'],
  named: 'instructor_id',
  columnOverrides: {
    instructor_id: { label: 'masterFiles.scheduleColumns.instructor_id' },
    basis: { label: 'masterFiles.scheduleColumns.basis' },
    rate: { label: 'masterFiles.scheduleColumns.rate', money: true },
    course_share_percent: { label: 'masterFiles.scheduleColumns.course_share_percent' },
  },
  schema: instructorRateInput,
  fields: ['instructor_id', 'basis', 'rate', 'course_share_percent'],
  overrides: {
    instructor_id: { kind: 'select', label: 'masterFiles.scheduleColumns.instructor_id', options: { records: 'instructorProfiles' } },
    basis: { label: 'masterFiles.scheduleColumns.basis', optionLabels: 'masterFiles.payBases' },
    rate: { label: 'masterFiles.scheduleColumns.rate', kind: 'money', hint: 'masterFiles.instructorRates.rateHint' },
    course_share_percent: { label: 'masterFiles.scheduleColumns.course_share_percent' },
  },
});
