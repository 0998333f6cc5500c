import type { PublicArticle } from '@lm/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useResource } from '../../../../hooks/use-resource';
import { getFeatureItem } from '../../api/feature-items';
import { useItemId } from '../../hooks/use-item-id';
import { formatDay } from '../../utils/format';
import { itemDetailData, type ItemDetailData } from '../../utils/module-data';
import { paragraphs } from '../../utils/text';
import type { ModuleProps } from '../module-section';
import { DetailFrame } from './detail-frame';

function Article({ article }: { article: PublicArticle }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <p className="cp-card__meta">
        {article.author && <span>{t('pages.byAuthor', { author: article.author })}</span>}
        {article.created_at && <time dateTime={article.created_at}>{formatDay(article.created_at, i18n.language)}</time>}
        {article.category && <Link to={`/article/category/${encodeURIComponent(article.category.slug || article.category.id)}`}>{article.category.name}</Link>}
      </p>
      {article.cover_image && <img className="cp-detail__cover" src={article.cover_image} alt="" width={1200} height={630} decoding="async" />}
      {article.summary && <p className="cp-detail__lead">{article.summary}</p>}
      {paragraphs(article.body).map((paragraph, index) => (
        <p key={index} className="cp-text">
          {paragraph}
        </p>
      ))}
    </>
  );
}

function ArticleDetail({ detail, level }: { detail: ItemDetailData; level: 2 | 3 }) {
  const id = useItemId(detail);
  const article = useResource(`custompage/article/${id}`, (signal) => (id ? getFeatureItem('article', id, signal) : Promise.resolve(undefined)));
  return (
    <DetailFrame type="articleDetail" heading={detail.heading} level={level} resource={article} fromPath={detail.from_path} title={(item) => item.title}>
      {(item) => <Article article={item} />}
    </DetailFrame>
  );
}

/** One article in full: the chosen one, or the one the page's path names. */
export function ArticleDetailModule({ data, level }: ModuleProps) {
  const parsed = itemDetailData.safeParse(data);
  return parsed.success ? <ArticleDetail detail={parsed.data} level={level} /> : null;
}
