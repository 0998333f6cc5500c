import { addressInput, type Address } from '@lm/shared';
import { Alert, Badge, Button, Card, CheckboxField, Flex, Heading, Loader, Text, TextField } from '@aws-amplify/ui-react';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { localFields, localMessageOf } from '../../../lib/messages';
import { notify } from '../../../lib/notifications';
import { createAddress, deleteAddress, listAddresses, updateAddress } from '../api/account';
import '../account.css';
import { issuesOf, refusedFields, type FieldErrors } from './field-errors';
import '../i18n';
import { useDocumentTitle } from '../../../hooks/use-document-title';

const FIELDS = ['recipient_name', 'phone', 'line1', 'line2', 'subdistrict', 'district', 'province', 'postal_code'] as const;

function AddressForm({ editing, onSaved, onCancel }: { editing?: Address; onSaved(): void; onCancel(): void }) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const form = { ...Object.fromEntries(FIELDS.map((name) => [name, String(data.get(name) ?? '')])), is_default: data.get('is_default') === 'on' };
    const checked = addressInput.safeParse(form);
    if (!checked.success) return setErrors(localFields(t, issuesOf(checked.error)));
    setErrors({});
    setBusy(true);
    try {
      if (editing) await updateAddress(editing.id, checked.data);
      else await createAddress(checked.data);
      notify({ level: 'success', message: t('addresses.saved'), durationMs: 3000 });
      onSaved();
    } catch (error) {
      setErrors({ ...localFields(t, refusedFields(error)), form: localMessageOf(t, error, t('accountErrors.saveFailed')) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card variation="outlined">
      <form onSubmit={submit} aria-labelledby="address-form-title" noValidate>
        <Flex direction="column" gap="0.75rem">
          <Heading level={2} id="address-form-title">
            {editing ? t('addresses.edit') : t('addresses.add')}
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
              label={t(`addresses.${name}`)}
              defaultValue={editing?.[name] ?? ''}
              hasError={!!errors[name]}
              errorMessage={errors[name]}
              inputMode={name === 'postal_code' ? 'numeric' : undefined}
              type={name === 'phone' ? 'tel' : 'text'}
            />
          ))}
          <CheckboxField name="is_default" label={t('addresses.is_default')} defaultChecked={editing?.is_default ?? false} />
          <Flex gap="0.5rem">
            <Button type="submit" variation="primary" isLoading={busy}>
              {t('addresses.save')}
            </Button>
            <Button type="button" onClick={onCancel}>
              {t('addresses.cancel')}
            </Button>
          </Flex>
        </Flex>
      </form>
    </Card>
  );
}

/** The signed-in student's own address book (../shared/SPEC.md §2 /myaccount/student/address). */
export function AddressBook() {
  const { t } = useTranslation();
  useDocumentTitle(t('addresses.title'));
  const [list, setList] = useState<Address[]>();
  const [error, setError] = useState<string>();
  const [editing, setEditing] = useState<Address | 'new'>();

  const load = useCallback(() => {
    listAddresses().then(setList, (failure: unknown) => setError(localMessageOf(t, failure, t('addresses.loadFailed'))));
  }, [t]);
  useEffect(load, [load]);

  async function remove(address: Address) {
    try {
      await deleteAddress(address.id);
      notify({ level: 'success', message: t('addresses.removed'), durationMs: 3000 });
      load();
    } catch (failure) {
      setError(localMessageOf(t, failure, t('accountErrors.saveFailed')));
    }
  }

  return (
    <Flex direction="column" gap="1rem">
      <Heading level={1}>{t('addresses.title')}</Heading>
      {error && (
        <Alert variation="error" role="alert">
          {error}
        </Alert>
      )}
      {!list && !error && <Loader />}
      {list?.length === 0 && <Text>{t('addresses.empty')}</Text>}
      {list && list.length > 0 && (
        <ul className="address-list" aria-label={t('addresses.title')}>
          {list.map((address) => (
            <li key={address.id}>
              <Card variation="outlined">
                <Flex direction="column" gap="0.25rem">
                  <Text fontWeight="bold">
                    {address.recipient_name} {address.is_default && <Badge variation="info">{t('addresses.defaultBadge')}</Badge>}
                  </Text>
                  <Text>{[address.line1, address.line2].filter(Boolean).join(', ')}</Text>
                  <Text>{[address.subdistrict, address.district, address.province, address.postal_code].join(', ')}</Text>
                  <Text>{address.phone}</Text>
                  <Flex gap="0.5rem">
                    <Button size="small" onClick={() => setEditing(address)}>
                      {t('addresses.change')}
                    </Button>
                    <Button size="small" variation="warning" onClick={() => void remove(address)}>
                      {t('addresses.remove')}
                    </Button>
                  </Flex>
                </Flex>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <AddressForm
          key={editing === 'new' ? 'new' : editing.id}
          editing={editing === 'new' ? undefined : editing}
          onCancel={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            load();
          }}
        />
      ) : (
        <Button alignSelf="flex-start" onClick={() => setEditing('new')}>
          {t('addresses.add')}
        </Button>
      )}
    </Flex>
  );
}
