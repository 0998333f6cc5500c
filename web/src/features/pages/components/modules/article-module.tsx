import type { FeatureItemOf } from '../../api/feature-items';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useFeatureItems } from '../../hooks/use-feature-items';
import type { ItemListData } from '../../utils/module-data';
import { formatDay } from '../../utils/format';
import type { ModuleProps } from '../module-section';
import { cardHeading, chosenList, FeatureList } from './feature-list';

export const articleHref = (article: { id: string; slug: string }) => `/article/${encodeURIComponent(article.slug || article.id)}`;

function ArticleCard({ article, level }: { article: FeatureItemOf<'article'>; level: 2 | 3 }) {
  const { t, i18n } = useTranslation();
  const Title = cardHeading(level);
  return (
    <li className="sf-card cp-card" data-article-id={article.id}>
      {article.cover_image ? (
        <img className="sf-card__cover" src={article.cover_image} alt="" width={640} height={360} loading="lazy" decoding="async" />
      ) : (
        <div className="sf-card__cover sf-card__cover--empty" aria-hidden="true" />
      )}
      <div className="sf-card__body">
        <Title className="sf-card__title">
          <Link to={articleHref(article)}>{article.title}</Link>
        </Title>
        <p className="cp-card__meta">
          {article.author && <span>{t('pages.byAuthor', { author: article.author })}</span>}
          {article.created_at && <time dateTime={article.created_at}>{formatDay(article.created_at, i18n.language)}</time>}
        </p>
        {article.summary && <p className="cp-card__text">{article.summary}</p>}
      </div>
    </li>
  );
}

function ArticleList({ list, level, headTag }: { list: ItemListData; level: 2 | 3; headTag: boolean }) {
  const { t } = useTranslation();
  const articles = useFeatureItems('article', list);
  return (
    <FeatureList type="article" heading={list.heading || t('pages.articles')} level={level} headTag={headTag} resource={articles}>
      {(items) => (
        <ul className="sf-grid">
          {items.map((article) => (
            <ArticleCard key={article.id} article={article} level={level} />
          ))}
        </ul>
      )}
    </FeatureList>
  );
}

/** Article cards (chosen, latest or of a category), each linking to its article. */
export function ArticleModule({ data, level, headTag }: ModuleProps) {
  const list = chosenList(data);
  return list ? <ArticleList list={list} level={level} headTag={headTag} /> : null;
}
