import { GENDERS, latestBirthday, profileInput, type Profile } from '@lm/shared';
import { Alert, Button, Flex, Heading, Loader, SelectField, TextField } from '@aws-amplify/ui-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { localFields, localMessageOf } from '../../../lib/messages';
import { notify } from '../../../lib/notifications';
import { getProfile, updateProfile, type AccountKind } from '../api/account';
import { refreshSession } from '../stores/session-refresh';
import { issuesOf, refusedFields, type FieldErrors } from './field-errors';
import '../i18n';
import { useDocumentTitle } from '../../../hooks/use-document-title';

const FIELDS = ['firstname', 'lastname', 'phone', 'displayImgUrl'] as const;
/** The fields a registration may ask (decision 0019): always optional here, whatever it asked. */
const TEXT_EXTRAS = ['lineId', 'referral'] as const;

/** The signed-in student's or instructor's own profile; their session follows a saved change. */
export function ProfileForm({ kind = 'student' }: { kind?: AccountKind }) {
  const { t } = useTranslation();
  useDocumentTitle(t('profile.title'));
  const [profile, setProfile] = useState<Profile>();
  const [loadError, setLoadError] = useState<string>();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    getProfile(kind).then(setProfile, (error: unknown) => setLoadError(localMessageOf(t, error, t('profile.loadFailed'))));
  }, [t, kind]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = Object.fromEntries(new FormData(event.currentTarget));
    const checked = profileInput.safeParse(form);
    if (!checked.success) return setErrors(localFields(t, issuesOf(checked.error)));
    setErrors({});
    setBusy(true);
    try {
      setProfile(await updateProfile(checked.data, kind));
      notify({ level: 'success', message: t('profile.saved'), durationMs: 3000 });
      await refreshSession(kind);
    } catch (error) {
      setErrors({ ...localFields(t, refusedFields(error)), form: localMessageOf(t, error, t('accountErrors.saveFailed')) });
    } finally {
      setBusy(false);
    }
  }

  if (loadError) return <Alert variation="error" role="alert">{loadError}</Alert>;
  if (!profile) return <Loader />;
  return (
    <form onSubmit={submit} aria-labelledby="profile-title" noValidate>
      <Flex direction="column" gap="1rem">
        <Heading level={1} id="profile-title">
          {t('profile.title')}
        </Heading>
        {errors.form && (
          <Alert variation="error" role="alert">
            {errors.form}
          </Alert>
        )}
        {FIELDS.map((name) => (
          <TextField
            key={name}
            name={name}
            label={t(`profile.${name}`)}
            defaultValue={profile[name]}
            hasError={!!errors[name]}
            errorMessage={errors[name]}
            type={name === 'phone' ? 'tel' : name === 'displayImgUrl' ? 'url' : 'text'}
          />
        ))}
        <TextField
          name="birthday"
          type="date"
          max={latestBirthday()}
          label={t('profile.birthday')}
          defaultValue={profile.birthday}
          hasError={!!errors.birthday}
          errorMessage={errors.birthday}
        />
        <SelectField
          name="gender"
          label={t('profile.gender')}
          placeholder={t('register.chooseGender')}
          defaultValue={profile.gender}
          hasError={!!errors.gender}
          errorMessage={errors.gender}
        >
          {GENDERS.map((gender) => (
            <option key={gender} value={gender}>
              {t(`register.genders.${gender}`)}
            </option>
          ))}
        </SelectField>
        {TEXT_EXTRAS.map((name) => (
          <TextField
            key={name}
            name={name}
            label={t(`profile.${name}`)}
            defaultValue={profile[name]}
            maxLength={name === 'lineId' ? 50 : 200}
            hasError={!!errors[name]}
            errorMessage={errors[name]}
          />
        ))}
        <Button type="submit" variation="primary" isLoading={busy} loadingText={t('profile.saving')}>
          {t('profile.save')}
        </Button>
      </Flex>
    </form>
  );
}
