import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AddressBook } from '../../features/account/components/address-book';
import { useSessionRefresh } from '../../features/account/stores/session-refresh';
import { useReturnPath } from '../guards';

/** /myaccount/student/address; opened from the cart (`?from=/cart`), with the way back to it. */
export default function StudentAddressPage() {
  const { t } = useTranslation();
  useSessionRefresh();
  const back = useReturnPath('');
  return (
    <main className="page page--narrow" data-page="studentAddress">
      {back && (
        <p>
          <Link to={back}>← {t('nav.back')}</Link>
        </p>
      )}
      <AddressBook />
    </main>
  );
}
