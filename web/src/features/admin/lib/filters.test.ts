import { COURSE_COLUMNS, FILTER_OPERATORS } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import { buildFilter, filterableColumns, OPERATOR_KEYS } from './filters';

const column = (key: string) => COURSE_COLUMNS.find((one) => one.key === key);

describe('table filters (SPEC §5)', () => {
  it('never offers the id column', () => {
    const keys = filterableColumns(COURSE_COLUMNS).map((one) => one.key);
    expect(keys).not.toContain('id');
    expect(keys).toContain('title');
    expect(buildFilter(column('id'), 'equal', 'abc')).toEqual({ problem: 'notFilterable' });
  });

  it('names all seven operators in words', () => {
    expect(Object.keys(OPERATOR_KEYS)).toEqual([...FILTER_OPERATORS]);
  });

  it('sends numbers for number columns and refuses text there', () => {
    expect(buildFilter(column('price'), 'greater_than', ' 1500 ')).toEqual({ filter: { column: 'price', operator: 'greater_than', value: 1500 } });
    expect(buildFilter(column('price'), 'equal', 'cheap')).toEqual({ problem: 'notANumber' });
  });

  it('takes baht in a money column and compares satang', () => {
    const price = { ...column('price')!, money: true };
    expect(buildFilter(price, 'greater_than', '1,500.50')).toEqual({ filter: { column: 'price', operator: 'greater_than', value: 150050 } });
    expect(buildFilter(price, 'equal', '12.345')).toEqual({ problem: 'notANumber' });
  });

  it('keeps text as typed (trimmed) and asks for a value', () => {
    expect(buildFilter(column('title'), 'contain', ' Python ')).toEqual({ filter: { column: 'title', operator: 'contain', value: 'Python' } });
    expect(buildFilter(column('title'), 'contain', '   ')).toEqual({ problem: 'valueRequired' });
    expect(buildFilter(column('title'), 'contain', 'x'.repeat(257))).toEqual({ problem: 'tooLong' });
  });
});
