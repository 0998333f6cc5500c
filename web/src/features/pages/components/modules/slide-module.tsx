import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { slideOf } from '../../utils/module-guards';
import { ModuleSection, type ModuleProps } from '../module-section';

/** An accessible carousel: one slide at a time, previous and next buttons, the position announced. */
export function SlideModule({ data, level, priority = false }: ModuleProps) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  const parsed = slideOf(data);
  if (!parsed) return null;
  const { heading, slides } = parsed;
  const index = Math.min(current, slides.length - 1);
  const move = (step: number) => setCurrent((index + step + slides.length) % slides.length);
  const SlideHeading = level === 2 ? 'h2' : 'h3';
  return (
    <ModuleSection type="slide" heading={heading} level={level} label={t('pages.slides')}>
      <div className="cp-carousel" aria-roledescription="carousel" role="region" aria-label={heading || t('pages.slides')}>
        <div className="cp-carousel__slides" aria-live="polite">
          {slides.map((slide, position) => (
            <div
              key={`${position}-${slide.title}`}
              className="cp-slide"
              role="group"
              aria-roledescription={t('pages.slide')}
              aria-label={t('pages.slideOf', { index: position + 1, count: slides.length })}
              hidden={position !== index}
            >
              {slide.image && (
                <img
                  className="cp-slide__image"
                  src={slide.image}
                  alt=""
                  width={1200}
                  height={630}
                  // Only the slide in view of a first-paint carousel is urgent; the others wait their turn.
                  loading={priority && position === 0 ? 'eager' : 'lazy'}
                  fetchPriority={priority && position === 0 ? 'high' : 'auto'}
                />
              )}
              <div className="cp-slide__caption">
                {heading ? <p className="cp-slide__title">{slide.title}</p> : <SlideHeading className="cp-slide__title">{slide.title}</SlideHeading>}
                {slide.subtitle && <p className="cp-slide__subtitle">{slide.subtitle}</p>}
                {slide.link && (
                  <Link className="button button--primary" to={slide.link}>
                    {slide.title}
                  </Link>
                )}
              </div>
            </div>
          ))}
        </div>
        {slides.length > 1 && (
          <div className="cp-carousel__controls">
            <button type="button" className="button" onClick={() => move(-1)}>
              <span aria-hidden="true">‹ </span>
              {t('pages.previous')}
            </button>
            <span className="cp-carousel__position" aria-hidden="true">
              {index + 1} / {slides.length}
            </span>
            <button type="button" className="button" onClick={() => move(1)}>
              {t('pages.next')}
              <span aria-hidden="true"> ›</span>
            </button>
          </div>
        )}
      </div>
    </ModuleSection>
  );
}
