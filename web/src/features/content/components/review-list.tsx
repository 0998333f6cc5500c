import { Link } from 'react-router-dom';
import '../../../components/storefront.css';
import { usePublicReviews, type PublicReviewCard } from '../api/list-public-reviews';
import '../content.css';
import { reviewCategoryHref, reviewHref } from '../utils/content-paths';
import { paragraphsOf } from '../utils/paragraphs';
import { CategorizedList, ContentCategory, type ContentKind } from './categorized-content';
import { Reviewer } from './reviewer';
import { Stars } from './stars';

function ReviewCard({ review }: { review: PublicReviewCard }) {
  const excerpt = paragraphsOf(review.body)[0];
  return (
    <li className="sf-card ct-card ct-review-card" data-review-id={review.id}>
      <div className="sf-card__body">
        <Stars rating={review.rating} />
        <h2 className="sf-card__title">
          <Link to={reviewHref(review)}>{review.title}</Link>
        </h2>
        {excerpt && <p className="ct-card__summary">{excerpt}</p>}
        <Reviewer name={review.reviewer_name} image={review.reviewer_image} />
      </div>
    </li>
  );
}

const reviews: ContentKind<PublicReviewCard> = {
  categoryType: 'review',
  keys: 'content.reviews',
  path: '/review',
  useList: usePublicReviews,
  categoryHref: reviewCategoryHref,
  renderCard: (review) => <ReviewCard key={review.id} review={review} />,
};

/** /review: every published review, newest first, with links to each review category. */
export function ReviewList() {
  return <CategorizedList kind={reviews} />;
}

/** /review/category/{id}: the reviews of the category the address names by id or slug. */
export function ReviewCategory({ idOrSlug }: { idOrSlug: string }) {
  return <ContentCategory kind={reviews} idOrSlug={idOrSlug} />;
}
