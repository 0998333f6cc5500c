import { useTranslation } from 'react-i18next';
import { aboutUsData } from '../../utils/module-data';
import { paragraphs } from '../../utils/text';
import { ModuleSection, type ModuleProps } from '../module-section';

/** Who we are: the heading, the paragraphs, and a picture beside them on wide screens. */
export function AboutUsModule({ data, level }: ModuleProps) {
  const { t } = useTranslation();
  const parsed = aboutUsData.safeParse(data);
  if (!parsed.success) return null;
  const { heading, body, image, alt } = parsed.data;
  return (
    <ModuleSection type="aboutus" heading={heading || t('pages.aboutUs')} level={level}>
      <div className={image ? 'cp-about cp-about--image' : 'cp-about'}>
        {image && <img className="cp-about__image" src={image} alt={alt} width={800} height={600} loading="lazy" decoding="async" />}
        <div>
          {paragraphs(body).map((paragraph, index) => (
            <p key={index} className="cp-text">
              {paragraph}
            </p>
          ))}
        </div>
      </div>
    </ModuleSection>
  );
}
