import { Link } from 'react-router-dom';
import { LoadFailure } from '../../../components/load-failure';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/** A page still loading what it shows. */
export function LoadingPage({ text }: { text: string }) {
  return (
    <main className="page sf-page">
      <p className="sf-state" role="status">
        {text}
      </p>
    </main>
  );
}

/** A page whose request failed: its title, what could not be loaded, and a way to try again. */
export function FailedPage({ title, error, message, onRetry }: { title: string; error: unknown; message: string; onRetry(): void }) {
  useDocumentTitle(title);
  return (
    <main className="page sf-page">
      <h1>{title}</h1>
      <LoadFailure error={error} message={message} onRetry={onRetry} />
    </main>
  );
}

/** What the address names is not (or no longer) there: said plainly, with the way back to its list. */
export function MissingPage({ title, body, backHref, backText }: { title: string; body: string; backHref: string; backText: string }) {
  useDocumentTitle(title);
  return (
    <main className="page page--centered">
      <h1>{title}</h1>
      <p>{body}</p>
      <Link to={backHref} className="button button--primary">
        {backText}
      </Link>
    </main>
  );
}
