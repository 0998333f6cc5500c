import { REGISTER_FIELD_MODES, REGISTER_FIELDS, SITE_SETTING_INPUTS } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import { specsOf } from '../schema-form/schema-fields';

describe('the registration fields settings form', () => {
  it('offers off, optional or required for each optional field, in the form’s order', () => {
    expect(specsOf(SITE_SETTING_INPUTS.registerFields)).toEqual(REGISTER_FIELDS.map((name) => ({ kind: 'select', name, options: [...REGISTER_FIELD_MODES] })));
  });
});
