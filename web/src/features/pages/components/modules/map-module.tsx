import { useTranslation } from 'react-i18next';
import { mapData, openStreetMapHref } from '../../utils/module-data';
import { ModuleSection, type ModuleProps } from '../module-section';

/** A place on the map without loading tiles: a placeholder box and a link to OpenStreetMap. */
export function MapModule({ data, level }: ModuleProps) {
  const { t } = useTranslation();
  const parsed = mapData.safeParse(data);
  if (!parsed.success) return null;
  const { heading, latitude, longitude, label } = parsed.data;
  const place = label || t('pages.coordinates', { latitude, longitude });
  return (
    <ModuleSection type="map" heading={heading} level={level} label={t('pages.map')}>
      <div className="cp-map">
        <div className="cp-map__placeholder" aria-hidden="true">
          <svg className="cp-map__pin" viewBox="0 0 24 24" width="32" height="32">
            <path d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z" fill="currentColor" />
          </svg>
          <span>
            {latitude.toFixed(4)}, {longitude.toFixed(4)}
          </span>
        </div>
        <p className="cp-map__label">{label}</p>
        <p className="sf-muted">{t('pages.coordinates', { latitude, longitude })}</p>
        <a className="cp-map__link" href={openStreetMapHref(latitude, longitude)} target="_blank" rel="noopener noreferrer">
          {t('pages.openMap', { label: place })}
        </a>
      </div>
    </ModuleSection>
  );
}
