import { MyIncome } from '../../features/schedule/components/my-income';

/** /myaccount/instructor/income: the instructor's earnings by month (decision 0050). */
export default function InstructorIncomePage() {
  return <MyIncome />;
}
