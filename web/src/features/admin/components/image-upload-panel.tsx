import { Alert, Button, Card, Flex, Heading, Loader, Text } from '@aws-amplify/ui-react';
import { NOTICE_MS, type Image, type ImageVariant } from '@lm/shared';
import { routes } from '@lm/shared/api/route-refs';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { localMessageOf } from '../../../lib/messages';
import { notify } from '../../../lib/notifications';
import { queryClient, routeKey } from '../../../lib/query';
import { completeImageUpload, imageTypeOf, isTooLarge, putImageFile, startImageUpload, StorageRefusedError } from '../api/image-upload';
import { byteText } from '../lib/cell-text';
import type { RecordViewProps } from '../types';

const WORDS = 'masterFiles.images.panel';
/** What the file input offers: the endings the server takes (decision 0035). */
const ACCEPT = '.jpg,.jpeg,.png,.webp';

type Phase = { step: 'sending'; sent: number; total: number } | { step: 'checking' };

/**
 * An image's file under its edit form (decision 0035): what it holds, the picture itself (its
 * detail variant) and the public URL of each variant with a button to copy it; and the upload of a
 * file straight to storage (one presigned PUT, with its progress), which the server checks and
 * makes the variants of. A new file replaces the one before, under the same URLs.
 */
export default function ImageUploadPanel({ record }: RecordViewProps) {
  const { t } = useTranslation();
  const id = useId();
  const [image, setImage] = useState(record as unknown as Image);
  const [phase, setPhase] = useState<Phase>();
  const [failure, setFailure] = useState<string>();
  const [copied, setCopied] = useState<string>();
  const word = (key: string, params: Record<string, string | number> = {}) => t(`${WORDS}.${key}`, params);

  async function upload(file: File) {
    setFailure(undefined);
    const contentType = imageTypeOf(file.name);
    if (!contentType) return setFailure(word('notAnImageName', { name: file.name }));
    if (isTooLarge(file)) return setFailure(word('tooLarge', { name: file.name, size: byteText(file.size) }));
    setPhase({ step: 'sending', sent: 0, total: file.size });
    try {
      const link = await startImageUpload(image.id, file, contentType);
      await putImageFile(link, file, (sent, total) => setPhase({ step: 'sending', sent, total }));
      setPhase({ step: 'checking' });
      const saved = await completeImageUpload(image.id, link.key);
      setImage(saved);
      queryClient.setQueryData(routeKey(routes.getImage, { params: { id: saved.id } }), saved);
      // The table's status, name and size come back with the form.
      void queryClient.invalidateQueries({ queryKey: [routes.listImages.id] });
      notify({ level: 'success', message: word('uploaded', { name: saved.title }), durationMs: NOTICE_MS.admin });
    } catch (error) {
      setFailure(error instanceof StorageRefusedError ? word('storageRefused', { status: error.status }) : localMessageOf(t, error, word('failed')));
    } finally {
      setPhase(undefined);
    }
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again is noticed.
    event.target.value = '';
    if (file) void upload(file);
  }

  async function copy(variant: ImageVariant) {
    try {
      await navigator.clipboard.writeText(variant.url);
      setCopied(variant.name);
    } catch {
      setFailure(word('copyFailed'));
    }
  }

  const detail = image.variants.find((variant) => variant.name === 'detail');
  const percent = phase?.step === 'sending' ? Math.floor((phase.sent / Math.max(phase.total, 1)) * 100) : 0;

  return (
    <Card variation="outlined" className="video-panel">
      <section className="video-panel__body" aria-labelledby={`${id}-title`} data-image-status={image.status}>
        <Heading level={2} id={`${id}-title`}>
          {word('title')}
        </Heading>

        <dl className="record-view__facts">
          <div className="record-view__fact">
            <dt>{t('masterFiles.fields.status')}</dt>
            <dd aria-live="polite">{t(`masterFiles.imageStatuses.${image.status}`, { defaultValue: image.status })}</dd>
          </div>
          <div className="record-view__fact">
            <dt>{t('masterFiles.fields.file_name')}</dt>
            <dd>{image.image_file ? word('original', { name: image.file_name, size: byteText(image.size), width: image.width, height: image.height }) : word('noFile')}</dd>
          </div>
        </dl>

        {detail && <img className="image-panel__preview" src={detail.url} alt={word('preview', { name: image.title })} width={detail.width} height={detail.height} />}

        {image.variants.length > 0 && (
          <ul className="image-panel__variants" aria-label={word('variants')}>
            {image.variants.map((variant) => (
              <li key={variant.name} className="image-panel__variant">
                <label htmlFor={`${id}-${variant.name}`} className="video-panel__label">
                  {word(`variant.${variant.name}`, { width: variant.width, height: variant.height })}
                </label>
                <Flex gap="0.5rem" alignItems="center">
                  <input id={`${id}-${variant.name}`} className="image-panel__url" type="url" readOnly value={variant.url} onFocus={(event) => event.target.select()} />
                  <Button size="small" onClick={() => void copy(variant)} aria-describedby={`${id}-${variant.name}`}>
                    {copied === variant.name ? word('copied') : word('copy')}
                  </Button>
                </Flex>
              </li>
            ))}
          </ul>
        )}

        {phase && (
          <div className="video-panel__progress">
            {phase.step === 'sending' ? (
              <>
                <progress max={phase.total} value={phase.sent} aria-label={word('progress')} aria-describedby={`${id}-percent`} />
                <Text as="span" id={`${id}-percent`}>
                  {word('percent', { percent, sent: byteText(phase.sent), total: byteText(phase.total) })}
                </Text>
              </>
            ) : (
              <Loader variation="linear" aria-label={word('checking')} />
            )}
            <Text role="status">{phase.step === 'sending' ? word('sending') : word('checking')}</Text>
          </div>
        )}
        {failure && (
          <Alert variation="error" role="alert">
            {failure}
          </Alert>
        )}

        <Flex direction="column" gap="0.5rem" alignItems="flex-start">
          <label htmlFor={`${id}-file`} className="video-panel__label">
            {image.image_file ? word('replace') : word('choose')}
          </label>
          <input id={`${id}-file`} type="file" accept={ACCEPT} onChange={choose} disabled={phase !== undefined} aria-describedby={`${id}-hint`} />
          <Text id={`${id}-hint`} className="video-panel__hint">
            {word('hint')}
          </Text>
        </Flex>
      </section>
    </Card>
  );
}
