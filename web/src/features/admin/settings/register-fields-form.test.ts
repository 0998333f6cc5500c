import { REGISTER_FIELD_MODES, REGISTER_FIELDS, SITE_SETTING_INPUTS } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import { settingsFieldsOf } from '../page-builder/lib/module-list';

describe('the registration fields settings form', () => {
  it('offers off, optional or required for each optional field, in the form’s order', () => {
    expect(settingsFieldsOf(SITE_SETTING_INPUTS.registerFields)).toEqual(
      REGISTER_FIELDS.map((name) => expect.objectContaining({ kind: 'select', name, options: { values: [...REGISTER_FIELD_MODES], labels: 'pageBuilder.options' } })),
    );
  });
});
