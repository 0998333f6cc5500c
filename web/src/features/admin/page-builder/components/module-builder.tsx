import { Alert, Button, Card, Flex, Heading, Link, Loader, SelectField, Text, TextField } from '@aws-amplify/ui-react';
import { ERRORS, MODULE_TYPES, pageModulesInput, type ModuleType } from '@lm/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../../lib/notifications';
import { FieldInputs } from '../../form/field-inputs';
import { noticeOfSave, outcomeOfSaveError } from '../../form/save-outcome';
import { issuesOf } from '../../form/values';
import { getPageModules, savePageModules } from '../api/page-modules-api';
import { fieldsOfType, inputsOf, itemErrorsOf, itemOf, moveItem, newItem, removeItem, updateItem, type BuilderItem, type ItemErrors } from '../lib/module-list';
import { localMessageOf } from '../../../../lib/messages';

type Load = { status: 'loading' } | { status: 'loaded' } | { status: 'failed'; message: string };
/** Where focus goes after the list changed under it. */
type Focus = { key: string; target: 'up' | 'down' | 'name' } | { key: ''; target: 'type' };

let nextKey = 0;

interface CardProps {
  item: BuilderItem;
  index: number;
  count: number;
  open: boolean;
  errors?: ItemErrors;
  register(key: string, target: 'up' | 'down' | 'name', element: HTMLElement | null): void;
  onToggle(): void;
  onMove(by: -1 | 1): void;
  onRemove(): void;
  onChange(patch: Partial<Omit<BuilderItem, 'key'>>): void;
}

function ModuleCard({ item, index, count, open, errors, register, onToggle, onMove, onRemove, onChange }: CardProps) {
  const { t } = useTranslation();
  const type = t(`pageBuilder.types.${item.type}`);
  const name = item.name.trim() || type;
  const headingId = `module-${item.key}-heading`;
  const panelId = `module-${item.key}-panel`;
  return (
    <li className="pb-module" data-module-type={item.type}>
      <Card variation="outlined" className={errors ? 'pb-module__card pb-module__card--error' : 'pb-module__card'}>
        <Flex justifyContent="space-between" alignItems="center" wrap="wrap" gap="0.5rem">
          <Heading level={3} id={headingId} className="pb-module__title">
            {t('pageBuilder.modules.heading', { position: index + 1, type, name })}
          </Heading>
          <Flex gap="0.25rem" wrap="wrap">
            <Button size="small" ref={(element) => register(item.key, 'up', element)} isDisabled={index === 0} aria-label={t('pageBuilder.modules.moveUp', { name })} onClick={() => onMove(-1)}>
              ↑
            </Button>
            <Button
              size="small"
              ref={(element) => register(item.key, 'down', element)}
              isDisabled={index === count - 1}
              aria-label={t('pageBuilder.modules.moveDown', { name })}
              onClick={() => onMove(1)}
            >
              ↓
            </Button>
            <Button size="small" aria-expanded={open} aria-controls={panelId} aria-label={t(open ? 'pageBuilder.modules.close' : 'pageBuilder.modules.edit', { name })} onClick={onToggle}>
              {t(open ? 'pageBuilder.modules.hide' : 'pageBuilder.modules.show')}
            </Button>
            <Button size="small" variation="destructive" aria-label={t('pageBuilder.modules.remove', { name })} onClick={onRemove}>
              ×
            </Button>
          </Flex>
        </Flex>
        {errors && !open && (
          <Text variation="error" role="alert">
            {Object.values({ ...errors.own, ...errors.data })[0]}
          </Text>
        )}
        {open && (
          <section id={panelId} className="pb-module__panel" aria-label={t('pageBuilder.modules.options', { name })}>
            <div className="sf-grid">
              <TextField
                ref={(element) => register(item.key, 'name', element)}
                label={t('pageBuilder.modules.name')}
                value={item.name}
                hasError={!!errors?.own.name}
                errorMessage={errors?.own.name}
                onChange={(event) => onChange({ name: event.target.value })}
              />
              <TextField
                label={t('pageBuilder.modules.customName')}
                descriptiveText={t('pageBuilder.modules.customNameHint')}
                value={item.custom_name}
                hasError={!!errors?.own.custom_name}
                errorMessage={errors?.own.custom_name}
                onChange={(event) => onChange({ custom_name: event.target.value })}
              />
            </div>
            <FieldInputs
              fields={fieldsOfType(item.type)}
              values={item.values}
              errors={errors?.data ?? {}}
              onChange={(field, value) => onChange({ values: { ...item.values, [field]: value } })}
            />
          </section>
        )}
      </Card>
    </li>
  );
}

interface Props {
  pageId: string;
  /** The page's storefront path, for the link to it. */
  path?: string;
}

/**
 * The page builder (../shared/SPEC.md §2 "Admin"): a page's modules in order, each with the inputs
 * its MODULE_DATA shape asks for; modules are added from the 31 types, moved, edited and removed
 * here, and saved together (PUT /api/custompages/{id}/modules).
 */
export function ModuleBuilder({ pageId, path }: Props) {
  const { t } = useTranslation();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [items, setItems] = useState<BuilderItem[]>([]);
  const [open, setOpen] = useState<Set<string>>(new Set());
  const [errors, setErrors] = useState<Map<string, ItemErrors>>(new Map());
  const [type, setType] = useState<ModuleType>('text');
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [focus, setFocus] = useState<Focus>();
  const elements = useRef(new Map<string, HTMLElement>());
  const typeSelect = useRef<HTMLSelectElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    getPageModules(pageId, controller.signal).then(
      (modules) => {
        setItems(modules.map(itemOf));
        setLoad({ status: 'loaded' });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setLoad({ status: 'failed', message: localMessageOf(t, error, t('pageBuilder.modules.loadFailed')) });
      },
    );
    return () => controller.abort();
  }, [pageId, t]);

  // Keyboard users keep their place: the moved module's button (or the other one at either end).
  useEffect(() => {
    if (!focus) return;
    if (focus.key === '') typeSelect.current?.focus();
    else {
      const other = focus.target === 'up' ? 'down' : 'up';
      const wanted = elements.current.get(`${focus.key}:${focus.target}`) as HTMLButtonElement | undefined;
      const target = wanted && !wanted.disabled ? wanted : elements.current.get(`${focus.key}:${focus.target === 'name' ? 'name' : other}`);
      target?.focus();
    }
    setFocus(undefined);
  }, [focus, items, open]);

  const register = (key: string, target: 'up' | 'down' | 'name', element: HTMLElement | null) => {
    if (element) elements.current.set(`${key}:${target}`, element);
    else elements.current.delete(`${key}:${target}`);
  };
  const nameOf = (item: BuilderItem) => item.name.trim() || t(`pageBuilder.types.${item.type}`);
  const change = (next: BuilderItem[]) => {
    setItems(next);
    setDirty(true);
  };

  function add() {
    const key = `new-${++nextKey}`;
    const item = newItem(type, t(`pageBuilder.types.${type}`), key);
    change([...items, item]);
    setOpen((current) => new Set(current).add(key));
    setAnnouncement(t('pageBuilder.modules.added', { name: nameOf(item), position: items.length + 1 }));
    setFocus({ key, target: 'name' });
  }

  function move(index: number, by: -1 | 1) {
    const item = items[index];
    if (!item) return;
    change(moveItem(items, index, by));
    setAnnouncement(t('pageBuilder.modules.moved', { name: nameOf(item), position: index + by + 1, count: items.length }));
    setFocus({ key: item.key, target: by === -1 ? 'up' : 'down' });
  }

  function remove(item: BuilderItem) {
    change(removeItem(items, item.key));
    setAnnouncement(t('pageBuilder.modules.removed', { name: nameOf(item) }));
    setFocus({ key: '', target: 'type' });
  }

  async function save() {
    const modules = inputsOf(items);
    const checked = pageModulesInput.safeParse({ modules });
    if (!checked.success) {
      const found = itemErrorsOf(issuesOf(checked.error), items);
      setErrors(found);
      setOpen((current) => new Set([...current, ...found.keys()]));
      notify({ level: 'error', message: t('pageBuilder.modules.fix'), durationMs: ERRORS.errorField.notice });
      return;
    }
    setSaving(true);
    try {
      const saved = await savePageModules(pageId, modules);
      // New modules take the ids the server gave them, so the next save keeps them.
      setItems((current) => current.map((item, index) => ({ ...item, id: saved[index]?.id ?? item.id })));
      setErrors(new Map());
      setDirty(false);
      notify(noticeOfSave({ kind: 'saved', message: t('pageBuilder.modules.saved') })!);
    } catch (error) {
      const outcome = outcomeOfSaveError(error);
      if (outcome.kind === 'badResponse') console.error(ERRORS.badResponse.message, 'PUT /api/custompages/{id}/modules');
      if (outcome.kind === 'refused') {
        const found = itemErrorsOf(outcome.fields, items);
        setErrors(found);
        setOpen((current) => new Set([...current, ...found.keys()]));
      }
      const notice = noticeOfSave(outcome);
      if (notice) notify(notice);
    } finally {
      setSaving(false);
    }
  }

  const general = errors.get('')?.own[''];
  return (
    <section className="pb-builder" aria-labelledby="pb-builder-title">
      <Flex justifyContent="space-between" alignItems="center" wrap="wrap" gap="0.5rem">
        <Heading level={2} id="pb-builder-title">
          {t('pageBuilder.modules.title')}
        </Heading>
        {path && (
          <Link href={path} isExternal className="pb-builder__view">
            {t('pageBuilder.modules.view')}
          </Link>
        )}
      </Flex>
      <p className="pb-visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {load.status === 'loading' && <Loader variation="linear" aria-label={t('pageBuilder.modules.loading')} />}
      {load.status === 'failed' && (
        <Alert variation="error" role="alert">
          {load.message}
        </Alert>
      )}
      {load.status === 'loaded' && (
        <>
          {general && (
            <Alert variation="error" role="alert">
              {general}
            </Alert>
          )}
          {items.length === 0 ? (
            <Text>{t('pageBuilder.modules.empty')}</Text>
          ) : (
            <ol className="pb-modules" aria-label={t('pageBuilder.modules.list')}>
              {items.map((item, index) => (
                <ModuleCard
                  key={item.key}
                  item={item}
                  index={index}
                  count={items.length}
                  open={open.has(item.key)}
                  errors={errors.get(item.key)}
                  register={register}
                  onToggle={() =>
                    setOpen((current) => {
                      const next = new Set(current);
                      if (!next.delete(item.key)) next.add(item.key);
                      return next;
                    })
                  }
                  onMove={(by) => move(index, by)}
                  onRemove={() => remove(item)}
                  onChange={(patch) => change(updateItem(items, item.key, patch))}
                />
              ))}
            </ol>
          )}
          <Flex alignItems="flex-end" gap="0.5rem" wrap="wrap" className="pb-builder__add">
            <SelectField ref={typeSelect} label={t('pageBuilder.modules.type')} value={type} onChange={(event) => setType(event.target.value as ModuleType)}>
              {MODULE_TYPES.map((one) => (
                <option key={one} value={one}>
                  {t(`pageBuilder.types.${one}`)}
                </option>
              ))}
            </SelectField>
            <Button onClick={add}>{t('pageBuilder.modules.add')}</Button>
          </Flex>
          <Flex alignItems="center" gap="1rem" className="pb-builder__save">
            <Button variation="primary" isLoading={saving} loadingText={t('pageBuilder.modules.saving')} onClick={save}>
              {t('pageBuilder.modules.save')}
            </Button>
            {dirty && <Text variation="warning">{t('pageBuilder.modules.unsaved')}</Text>}
          </Flex>
        </>
      )}
    </section>
  );
}
