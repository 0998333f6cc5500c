import { PasswordField as AmplifyPasswordField, type PasswordFieldProps } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';

/** Amplify's password field, with its show/hide button and its screen-reader status in the page's language. */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation();
  return (
    <AmplifyPasswordField
      showPasswordButtonLabel={t('password.show')}
      hidePasswordButtonLabel={t('password.hide')}
      passwordIsHiddenLabel={t('password.isHidden')}
      passwordIsShownLabel={t('password.isShown')}
      {...props}
    />
  );
}
