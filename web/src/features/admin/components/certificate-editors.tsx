import { Button, CheckboxField, Fieldset, Flex, SelectField, Text, TextField } from '@aws-amplify/ui-react';
import {
  CERTIFICATE_ALIGNS,
  CERTIFICATE_FIELD_KINDS,
  CERTIFICATE_ORIENTATIONS,
  CERTIFICATE_PAGE_SIZES,
  DEFAULT_CERTIFICATE_TEMPLATE,
  layoutCertificate,
  type CertificateField,
  type CertificateTemplate,
} from '@lm/shared';
import { useTranslation } from 'react-i18next';
import { useFieldOptions } from '../api/get-field-options';
import { labelOf } from '../form/field-inputs';
import type { CustomInputProps } from '../form/fields';

const WORDS = 'masterFiles.certificateEditor';
const COURSES = { records: 'courses' } as const;

/** What the preview fills the fields with: a Thai name and course, so the marks can be checked by eye. */
const SAMPLE = {
  number: 'LM-2026-ABCD-2345',
  student_name: 'สมหญิง ใจงาม (Somying Jaingam)',
  course_title: 'ภาษาไทยสำหรับผู้เรียน / Thai for learners',
  instructor: 'อาจารย์ผู้สอน',
  completed_at: new Date().toISOString(),
  verify_url: 'https://example.com/certificate/LM-2026-ABCD-2345',
};

/** The courses a category certifies: a tick for each course; a course in another category is refused when saved. */
export function CoursesPicker({ field, value, error, onChange }: CustomInputProps) {
  const { t } = useTranslation();
  const courses = useFieldOptions(COURSES);
  const chosen = new Set(Array.isArray(value) ? (value as string[]) : []);
  const toggle = (id: string, on: boolean) => onChange([...chosen].filter((one) => one !== id).concat(on ? [id] : []));
  return (
    <Fieldset legend={labelOf(t, field)} variation="outlined" direction="column" gap="0.25rem">
      {field.hint && <Text fontSize="small">{t(field.hint)}</Text>}
      {courses?.status === 'loading' && <Text role="status">{t(`${WORDS}.loadingCourses`)}</Text>}
      {courses?.status === 'failed' && <Text role="alert">{courses.message}</Text>}
      {courses?.status === 'loaded' &&
        courses.options.map((course) => (
          <CheckboxField key={course.id} name={`${field.name}.${course.id}`} label={course.name} value={course.id} checked={chosen.has(course.id)} onChange={(event) => toggle(course.id, event.target.checked)} />
        ))}
      {error && (
        <Text role="alert" variation="error">
          {error}
        </Text>
      )}
    </Fieldset>
  );
}

function templateOf(value: unknown): CertificateTemplate {
  if (value && typeof value === 'object' && Array.isArray((value as CertificateTemplate).fields)) return { ...DEFAULT_CERTIFICATE_TEMPLATE, ...(value as CertificateTemplate) };
  return DEFAULT_CERTIFICATE_TEMPLATE;
}

const numberOf = (text: string) => (text.trim() === '' ? 0 : Number(text));

/** The page as the PDF draws it, in SVG: the same layout, the fields filled with a sample certificate. */
function TemplatePreview({ template }: { template: CertificateTemplate }) {
  const { t } = useTranslation();
  const layout = layoutCertificate(template, SAMPLE);
  const anchor = { left: 'start', center: 'middle', right: 'end' } as const;
  return (
    <figure className="certificate-preview">
      <svg viewBox={`0 0 ${layout.width} ${layout.height}`} role="img" aria-label={t(`${WORDS}.preview`)} style={{ width: '100%', maxWidth: '42rem', border: '1px solid #ccc' }}>
        <rect width={layout.width} height={layout.height} fill={layout.background_color} />
        <rect x={18} y={18} width={layout.width - 36} height={layout.height - 36} fill="none" stroke={layout.border_color} strokeWidth={3} />
        {layout.drawings.map((drawing, index) =>
          drawing.kind === 'text' ? (
            <text
              key={index}
              x={drawing.x}
              y={drawing.y + drawing.font_size * 0.9}
              fontSize={drawing.font_size}
              fontWeight={drawing.bold ? 700 : 400}
              fill={drawing.color}
              textAnchor={anchor[drawing.align]}
              fontFamily="Laksaman, Garuda, 'Noto Sans Thai', sans-serif"
            >
              {drawing.text}
            </text>
          ) : (
            <g key={index}>
              <rect x={drawing.x} y={drawing.y} width={drawing.size} height={drawing.size} fill="#fff" stroke={drawing.color} strokeDasharray="4 3" />
              <text x={drawing.x + drawing.size / 2} y={drawing.y + drawing.size / 2} fontSize={12} textAnchor="middle" fill={drawing.color}>
                QR
              </text>
            </g>
          ),
        )}
      </svg>
      <figcaption>
        <Text fontSize="small">{t(`${WORDS}.previewHint`)}</Text>
      </figcaption>
    </figure>
  );
}

/**
 * The template designer: the page's size, orientation and colours, and each field placed on it
 * (what it shows, where in percent of the page, its size, alignment, weight and colour), with a live
 * preview of the page as the PDF lays it out.
 */
export function CertificateTemplateEditor({ field, value, error, errors, onChange }: CustomInputProps) {
  const { t } = useTranslation();
  const template = templateOf(value);
  const word = (key: string, params: Record<string, unknown> = {}) => t(`${WORDS}.${key}`, params);
  const set = (patch: Partial<CertificateTemplate>) => onChange({ ...template, ...patch });
  const setField = (index: number, patch: Partial<CertificateField>) => set({ fields: template.fields.map((one, at) => (at === index ? { ...one, ...patch } : one)) });
  const fieldError = (index: number, key: string) => errors[`${field.name}.fields.${index}.${key}`];
  const kindName = (kind: string) => t(`${WORDS}.kinds.${kind}`);

  return (
    <Fieldset legend={labelOf(t, field)} variation="outlined" direction="column" gap="0.75rem">
      <Flex gap="0.75rem" wrap="wrap">
        <SelectField label={word('pageSize')} value={template.page_size} onChange={(event) => set({ page_size: event.target.value as CertificateTemplate['page_size'] })}>
          {CERTIFICATE_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </SelectField>
        <SelectField label={word('orientation')} value={template.orientation} onChange={(event) => set({ orientation: event.target.value as CertificateTemplate['orientation'] })}>
          {CERTIFICATE_ORIENTATIONS.map((orientation) => (
            <option key={orientation} value={orientation}>
              {word(`orientations.${orientation}`)}
            </option>
          ))}
        </SelectField>
        <TextField label={word('backgroundColor')} type="color" value={template.background_color} onChange={(event) => set({ background_color: event.target.value })} />
        <TextField label={word('borderColor')} type="color" value={template.border_color} onChange={(event) => set({ border_color: event.target.value })} />
      </Flex>
      <TemplatePreview template={template} />
      {template.fields.map((one, index) => {
        const name = word('field', { number: index + 1, kind: kindName(one.kind) });
        return (
          <Fieldset key={index} legend={name} direction="column" gap="0.5rem">
            <Flex gap="0.5rem" wrap="wrap" alignItems="flex-end">
              <SelectField label={word('kind')} value={one.kind} onChange={(event) => setField(index, { kind: event.target.value as CertificateField['kind'] })}>
                {CERTIFICATE_FIELD_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {kindName(kind)}
                  </option>
                ))}
              </SelectField>
              {one.kind !== 'qr' && (
                <TextField
                  label={one.kind === 'text' ? word('text') : word('prefix')}
                  value={one.text}
                  hasError={!!fieldError(index, 'text')}
                  errorMessage={fieldError(index, 'text')}
                  onChange={(event) => setField(index, { text: event.target.value })}
                />
              )}
              {(['x', 'y'] as const).map((axis) => (
                <TextField
                  key={axis}
                  label={word(axis)}
                  type="number"
                  min={0}
                  max={100}
                  step={0.5}
                  width="6rem"
                  value={String(one[axis])}
                  hasError={!!fieldError(index, axis)}
                  errorMessage={fieldError(index, axis)}
                  onChange={(event) => setField(index, { [axis]: numberOf(event.target.value) })}
                />
              ))}
              {one.kind === 'qr' ? (
                <TextField label={word('size')} type="number" min={5} max={40} width="6rem" value={String(one.size)} onChange={(event) => setField(index, { size: numberOf(event.target.value) })} />
              ) : (
                <>
                  <TextField label={word('fontSize')} type="number" min={6} max={96} width="6rem" value={String(one.font_size)} onChange={(event) => setField(index, { font_size: numberOf(event.target.value) })} />
                  <SelectField label={word('align')} value={one.align} onChange={(event) => setField(index, { align: event.target.value as CertificateField['align'] })}>
                    {CERTIFICATE_ALIGNS.map((align) => (
                      <option key={align} value={align}>
                        {word(`aligns.${align}`)}
                      </option>
                    ))}
                  </SelectField>
                  <CheckboxField label={word('bold')} name={`${field.name}.fields.${index}.bold`} value="bold" checked={one.bold} onChange={(event) => setField(index, { bold: event.target.checked })} />
                </>
              )}
              <TextField label={word('color')} type="color" width="5rem" value={one.color} onChange={(event) => setField(index, { color: event.target.value })} />
              <Button size="small" onClick={() => set({ fields: template.fields.filter((_, at) => at !== index) })}>
                {word('remove', { name })}
              </Button>
            </Flex>
          </Fieldset>
        );
      })}
      <Button
        onClick={() => set({ fields: [...template.fields, { kind: 'text', text: 'ข้อความ / Text', x: 50, y: 50, font_size: 16, align: 'center', bold: false, color: '#1f2937', size: 12 }] })}
      >
        {word('add')}
      </Button>
      {error && (
        <Text role="alert" variation="error">
          {error}
        </Text>
      )}
    </Fieldset>
  );
}
