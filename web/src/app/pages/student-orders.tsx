import { useSessionRefresh } from '../../features/account/stores/session-refresh';
import { MyOrders } from '../../features/commerce/components/my-orders';

/** /myaccount/student/order: the student's orders, and one in full. */
export default function StudentOrdersPage() {
  useSessionRefresh();
  return <MyOrders />;
}
