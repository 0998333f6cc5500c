import { useTranslation } from 'react-i18next';
import { contactOf } from '../../utils/module-guards';
import { ModuleSection, type ModuleProps } from '../module-section';

export function ContactModule({ data, level }: ModuleProps) {
  const { t } = useTranslation();
  const parsed = contactOf(data);
  if (!parsed) return null;
  const { heading, address, phone, email, hours } = parsed;
  if (!address && !phone && !email && !hours) return null;
  return (
    <ModuleSection type="contactus" heading={heading || t('pages.contact')} level={level}>
      <dl className="cp-contact">
        {address && (
          <div>
            <dt>{t('pages.address')}</dt>
            <dd>
              <address>{address}</address>
            </dd>
          </div>
        )}
        {phone && (
          <div>
            <dt>{t('pages.phone')}</dt>
            <dd>
              <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
            </dd>
          </div>
        )}
        {email && (
          <div>
            <dt>{t('pages.email')}</dt>
            <dd>
              <a href={`mailto:${email}`}>{email}</a>
            </dd>
          </div>
        )}
        {hours && (
          <div>
            <dt>{t('pages.hours')}</dt>
            <dd>{hours}</dd>
          </div>
        )}
      </dl>
    </ModuleSection>
  );
}
