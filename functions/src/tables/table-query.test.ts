import type { TableColumn } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import { tablePageOf } from './table-query.js';

const columns: TableColumn[] = [
  { key: 'id', type: 'string', filterable: false },
  { key: 'title', type: 'string', filterable: true },
  { key: 'price', type: 'number', filterable: true },
  { key: 'published', type: 'boolean', filterable: true },
];
const rows = Array.from({ length: 120 }, (_, i) => ({ id: `c${i}`, title: i % 2 ? `Math ${i}` : `Art ${i}`, price: i * 100, published: i % 3 === 0 }));
const query = { page: 1, order: 'asc' as const };

describe('admin table page', () => {
  it('gives 50 rows a page with the total and the last page', () => {
    expect(tablePageOf(rows, query, columns)).toMatchObject({ page: 1, limit: 50, total: 120, last_page: 3 });
    expect(tablePageOf(rows, { ...query, page: 3 }, columns).rows).toHaveLength(20);
  });

  it('clamps the page to the last one', () => {
    expect(tablePageOf(rows, { ...query, page: 9 }, columns)).toMatchObject({ page: 3 });
    expect(tablePageOf([], { ...query, page: 4 }, columns)).toMatchObject({ page: 1, total: 0, last_page: 1, rows: [] });
  });

  it('applies the seven operators, numbers as numbers and contain regardless of case', () => {
    const count = (operator: string, column: string, value: string | number) =>
      tablePageOf(rows, { ...query, filters: [{ column, operator: operator as never, value }] }, columns).total;
    expect(count('contain', 'title', 'math')).toBe(60);
    expect(count('equal', 'price', '900')).toBe(1);
    expect(count('not_equal', 'price', 900)).toBe(119);
    // "1000" < "200" as text; as numbers 10 prices are below 1000.
    expect(count('less_than', 'price', '1000')).toBe(10);
    expect(count('greater_than', 'price', 11_800)).toBe(1);
    expect(count('less_than_or_equal', 'price', 1000)).toBe(11);
    expect(count('greater_than_or_equal', 'price', 11_800)).toBe(2);
    expect(count('equal', 'published', 'true')).toBe(40);
  });

  it('combines filters', () => {
    const page = tablePageOf(rows, { ...query, filters: [{ column: 'title', operator: 'contain', value: 'Art' }, { column: 'price', operator: 'less_than', value: 500 }] }, columns);
    expect(page.rows.map((row) => row.id)).toEqual(['c0', 'c2', 'c4']);
  });

  it('sorts by a column in either direction', () => {
    const desc = tablePageOf(rows, { ...query, sort: 'price', order: 'desc' }, columns);
    expect(desc.rows[0]?.price).toBe(11_900);
    const asc = tablePageOf(rows, { ...query, sort: 'title' }, columns);
    expect(asc.rows[0]?.title).toBe('Art 0');
  });

  it('never filters the id column, and names unknown columns', () => {
    expect(() => tablePageOf(rows, { ...query, filters: [{ column: 'id', operator: 'equal', value: 'c1' }] }, columns)).toThrow('The id column cannot be filtered.');
    expect(() => tablePageOf(rows, { ...query, filters: [{ column: 'colour', operator: 'equal', value: 'x' }] }, columns)).toThrow('There is no column colour.');
    expect(() => tablePageOf(rows, { ...query, sort: 'colour' }, columns)).toThrow('There is no column colour.');
    expect(() => tablePageOf(rows, { ...query, filters: [{ column: 'price', operator: 'less_than', value: 'cheap' }] }, columns)).toThrow('price compares numbers');
  });
});
