import { listItemsData } from '../../utils/module-data';
import { ModuleLink } from '../module-link';
import { ModuleSection, type ModuleProps } from '../module-section';
import { cardHeading } from './feature-list';

/** Free cards written in the builder: title, text, picture and, when given, a link. */
export function ListDataModule({ data, level }: ModuleProps) {
  const parsed = listItemsData.safeParse(data);
  if (!parsed.success) return null;
  const { heading, items } = parsed.data;
  const Title = cardHeading(level);
  return (
    <ModuleSection type="listData" heading={heading} level={level}>
      <ul className="sf-grid">
        {items.map((item, index) => (
          <li key={`${index}-${item.title}`} className="sf-card cp-card">
            {item.image && <img className="sf-card__cover" src={item.image} alt="" width={640} height={360} loading="lazy" decoding="async" />}
            <div className="sf-card__body">
              <Title className="sf-card__title">{item.link ? <ModuleLink href={item.link}>{item.title}</ModuleLink> : item.title}</Title>
              {item.body && <p className="cp-card__text">{item.body}</p>}
            </div>
          </li>
        ))}
      </ul>
    </ModuleSection>
  );
}
