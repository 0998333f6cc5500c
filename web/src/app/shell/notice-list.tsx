import { useTranslation } from 'react-i18next';
import { dismiss, notices } from '../../lib/notifications';
import { useStore } from '../../lib/store';

/** Where notices appear; a live region, so screen readers read them out. */
export function NoticeList({ className = 'notices' }: { className?: string }) {
  const { t } = useTranslation();
  const items = useStore(notices, (state) => state.items);
  return (
    <div className={className} aria-live="assertive">
      {items.map((notice) => (
        <div key={notice.id} className={`notice notice--${notice.level}`} role={notice.level === 'error' ? 'alert' : 'status'}>
          {notice.title && <strong className="notice__title">{notice.title}</strong>}
          <span className="notice__message">{notice.message}</span>
          <button type="button" className="notice__close" aria-label={t('modals.close')} onClick={() => dismiss(notice.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
