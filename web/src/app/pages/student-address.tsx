import { AddressBook } from '../../features/account/components/address-book';
import { useSessionRefresh } from '../../features/account/stores/session-refresh';

/** /myaccount/student/address. */
export default function StudentAddressPage() {
  useSessionRefresh();
  return (
    <main className="page page--narrow" data-page="studentAddress">
      <AddressBook />
    </main>
  );
}
