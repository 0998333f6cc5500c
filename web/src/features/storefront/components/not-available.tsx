import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/** A course or category that is not (or no longer) in the shop, with the way back to the catalogue. */
export function NotAvailable({ title, body }: { title: string; body: string }) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <main className="page page--centered">
      <h1>{title}</h1>
      <p>{body}</p>
      <Link to="/courses" className="button button--primary">
        {t('storefront.detail.browse')}
      </Link>
    </main>
  );
}
