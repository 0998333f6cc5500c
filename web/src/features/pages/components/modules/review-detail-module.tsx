import type { PublicReview } from '@lm/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { courseHref } from '../../../../components/course-card';
import { useResource } from '../../../../hooks/use-resource';
import { getFeatureItem } from '../../api/feature-items';
import { useItemId } from '../../hooks/use-item-id';
import { formatDay } from '../../utils/format';
import { itemDetailData, type ItemDetailData } from '../../utils/module-data';
import { paragraphs } from '../../utils/text';
import type { ModuleProps } from '../module-section';
import { Stars } from '../stars';
import { DetailFrame } from './detail-frame';

function Review({ review }: { review: PublicReview }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <Stars rating={review.rating} />
      <p className="cp-review__by">
        {review.reviewer_image && <img className="cp-avatar cp-avatar--small" src={review.reviewer_image} alt="" width={40} height={40} decoding="async" />}
        <span>{t('pages.reviewBy', { name: review.reviewer_name })}</span>
        {review.created_at && <time dateTime={review.created_at}>{formatDay(review.created_at, i18n.language)}</time>}
      </p>
      {paragraphs(review.body).map((paragraph, index) => (
        <p key={index} className="cp-text">
          {paragraph}
        </p>
      ))}
      {review.course_id && (
        <p>
          <Link to={courseHref(review.course_id)}>{t('pages.reviewedCourse')}</Link>
        </p>
      )}
    </>
  );
}

function ReviewDetail({ detail, level }: { detail: ItemDetailData; level: 2 | 3 }) {
  const id = useItemId(detail);
  const review = useResource(`custompage/review/${id}`, (signal) => (id ? getFeatureItem('review', id, signal) : Promise.resolve(undefined)));
  return (
    <DetailFrame type="reviewDetail" heading={detail.heading} level={level} resource={review} fromPath={detail.from_path} title={(item) => item.title}>
      {(item) => <Review review={item} />}
    </DetailFrame>
  );
}

/** One review in full, with its rating: the chosen one, or the one the page's path names. */
export function ReviewDetailModule({ data, level }: ModuleProps) {
  const parsed = itemDetailData.safeParse(data);
  return parsed.success ? <ReviewDetail detail={parsed.data} level={level} /> : null;
}
