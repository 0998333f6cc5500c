import { Link } from 'react-router-dom';
import { bannerOf } from '../../utils/module-guards';
import { ModuleSection, type ModuleProps } from '../module-section';

export function BannerModule({ data, level, priority = false }: ModuleProps) {
  const parsed = bannerOf(data);
  if (!parsed) return null;
  const { heading, image, alt, link } = parsed;
  const picture = (
    <img
      className="cp-banner__image"
      src={image}
      alt={alt || heading}
      width={1200}
      height={630}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
    />
  );
  return (
    <ModuleSection type="banner" heading={heading} level={level} label={alt}>
      {link ? (
        <Link className="cp-banner" to={link}>
          {picture}
        </Link>
      ) : (
        picture
      )}
    </ModuleSection>
  );
}
