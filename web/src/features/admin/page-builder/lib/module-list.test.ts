import { pageModulesInput, type PageModule } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import { inputsOf, itemErrorsOf, itemOf, moveItem, newItem, removeItem, updateItem } from './module-list';

const stored = (id: string, body: string): PageModule => ({ id, page_id: 'p', type: 'text', ordering: 10, name: id, custom_name: '', data: { heading: '', body } });

describe('the builder list', () => {
  it('moves a module one place up or down, and not past either end', () => {
    const items = ['a', 'b', 'c'].map((id) => itemOf(stored(id, id)));
    expect(moveItem(items, 2, -1).map((item) => item.key)).toEqual(['a', 'c', 'b']);
    expect(moveItem(items, 0, 1).map((item) => item.key)).toEqual(['b', 'a', 'c']);
    expect(moveItem(items, 0, -1).map((item) => item.key)).toEqual(['a', 'b', 'c']);
    expect(moveItem(items, 2, 1).map((item) => item.key)).toEqual(['a', 'b', 'c']);
  });

  it('sends the list in its order: ids for stored modules, none for new ones, data the shared schema takes', () => {
    let items = [itemOf(stored('m1', 'First'))];
    items = [...items, newItem('text', 'Text', 'new-1')];
    items = updateItem(items, 'new-1', { values: { heading: 'Hello', body: 'World' }, name: ' Greeting ' });
    items = moveItem(items, 1, -1);

    const inputs = inputsOf(items);

    expect(inputs).toEqual([
      { type: 'text', name: 'Greeting', custom_name: '', data: { heading: 'Hello', body: 'World' } },
      { id: 'm1', type: 'text', name: 'm1', custom_name: '', data: { heading: '', body: 'First' } },
    ]);
    expect(pageModulesInput.safeParse({ modules: inputs }).success).toBe(true);
    expect(inputsOf(removeItem(items, 'm1'))).toHaveLength(1);
  });

  it("puts a refused save's messages on the module they are about", () => {
    const items = [itemOf(stored('m1', 'x')), newItem('text', 'Text', 'new-1')];
    const errors = itemErrorsOf({ 'modules.1.data.body': ['Module 2 (text), body: required'], 'modules.1.name': ['name is too long.'], modules: ['A page holds at most 40 modules.'] }, items);
    expect(errors.get('new-1')).toEqual({ own: { name: 'name is too long.' }, data: { body: 'Module 2 (text), body: required' } });
    expect(errors.get('m1')).toBeUndefined();
    expect(errors.get('')?.own['']).toBe('A page holds at most 40 modules.');
  });
});
