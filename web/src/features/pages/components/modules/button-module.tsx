import { buttonData } from '../../utils/module-data';
import { ModuleLink } from '../module-link';
import { ModuleSection, type ModuleProps } from '../module-section';

/** One call to action; a site path goes through the router, an address leaves the site. */
export function ButtonModule({ data, level }: ModuleProps) {
  const parsed = buttonData.safeParse(data);
  if (!parsed.success) return null;
  const { label, link, style, new_tab } = parsed.data;
  return (
    <ModuleSection type="button" heading="" level={level}>
      <p className="cp-button-row">
        <ModuleLink href={link} newTab={new_tab} className={style === 'primary' ? 'button button--primary cp-button' : 'button cp-button'}>
          {label}
        </ModuleLink>
      </p>
    </ModuleSection>
  );
}
