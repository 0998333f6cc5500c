import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FeatureItemOf } from '../../api/feature-items';
import { useFeatureItems } from '../../hooks/use-feature-items';
import type { ItemListData } from '../../utils/module-data';
import type { ModuleProps } from '../module-section';
import { Stars } from '../stars';
import { cardHeading, chosenList, FeatureList } from './feature-list';

export const reviewHref = (review: { id: string }) => `/review/${encodeURIComponent(review.id)}`;

/** A review's words cut at a word near `length`, so a card keeps its size. */
export function excerpt(text: string, length = 180): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), length / 2)).trimEnd()}…`;
}

function ReviewCard({ review, level }: { review: FeatureItemOf<'review'>; level: 2 | 3 }) {
  const { t } = useTranslation();
  const Title = cardHeading(level);
  return (
    <li className="sf-card cp-card cp-review" data-review-id={review.id}>
      <div className="sf-card__body">
        <Title className="sf-card__title">
          <Link to={reviewHref(review)}>{review.title}</Link>
        </Title>
        <Stars rating={review.rating} />
        {review.body && <p className="cp-card__text">{excerpt(review.body)}</p>}
        <p className="cp-review__by">
          {review.reviewer_image && <img className="cp-avatar cp-avatar--small" src={review.reviewer_image} alt="" width={40} height={40} loading="lazy" decoding="async" />}
          <span>{t('pages.reviewBy', { name: review.reviewer_name })}</span>
        </p>
      </div>
    </li>
  );
}

function ReviewList({ list, level, headTag }: { list: ItemListData; level: 2 | 3; headTag: boolean }) {
  const { t } = useTranslation();
  const reviews = useFeatureItems('review', list);
  return (
    <FeatureList type="review" heading={list.heading || t('pages.reviews')} level={level} headTag={headTag} resource={reviews}>
      {(items) => (
        <ul className="sf-grid">
          {items.map((review) => (
            <ReviewCard key={review.id} review={review} level={level} />
          ))}
        </ul>
      )}
    </FeatureList>
  );
}

/** Review cards with their ratings, each linking to the whole review. */
export function ReviewModule({ data, level, headTag }: ModuleProps) {
  const list = chosenList(data);
  return list ? <ReviewList list={list} level={level} headTag={headTag} /> : null;
}
