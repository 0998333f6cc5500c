import { useTranslation } from 'react-i18next';
import { openStreetMapEmbedSrc, openStreetMapHref } from '../../utils/module-data';
import { mapOf } from '../../utils/module-guards';
import { ModuleSection, type ModuleProps } from '../module-section';

/** The place on an OpenStreetMap map (loaded when it scrolls near), and a link to the full map. */
export function MapModule({ data, level }: ModuleProps) {
  const { t } = useTranslation();
  const parsed = mapOf(data);
  if (!parsed) return null;
  const { heading, latitude, longitude, label, zoom } = parsed;
  const place = label || t('pages.coordinates', { latitude, longitude });
  return (
    <ModuleSection type="map" heading={heading} level={level} label={t('pages.map')}>
      <div className="cp-map">
        <iframe
          className="cp-map__frame"
          title={t('pages.mapOf', { place })}
          src={openStreetMapEmbedSrc(latitude, longitude, zoom)}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          sandbox="allow-scripts allow-same-origin allow-popups"
          width={800}
          height={400}
        />
        {label && <p className="cp-map__label">{label}</p>}
        <p className="sf-muted">{t('pages.coordinates', { latitude, longitude })}</p>
        <a className="cp-map__link" href={openStreetMapHref(latitude, longitude)} target="_blank" rel="noopener noreferrer">
          {t('pages.openMap', { label: place })}
        </a>
      </div>
    </ModuleSection>
  );
}
