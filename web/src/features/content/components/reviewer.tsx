import { useTranslation } from 'react-i18next';

/** Who wrote a review: their photo (or initial) and name. */
export function Reviewer({ name, image }: { name: string; image: string }) {
  const { t } = useTranslation();
  return (
    <p className="ct-person">
      {image ? (
        <img className="ct-person__photo" src={image} alt="" width={40} height={40} loading="lazy" />
      ) : (
        <span className="ct-person__photo ct-person__photo--initial" aria-hidden="true">
          {name.trim().charAt(0).toUpperCase()}
        </span>
      )}
      <span>{t('content.reviews.by', { name })}</span>
    </p>
  );
}
