// The form panel's edits of a screen: the three parts listed, moved, removed and written, titles
// into the screen's own texts, and what the panel does not edit kept as it was.
import { describe, expect, it } from 'vitest';
import type { ConditionalRule } from '../../../schemas/wire/form-conditions';
import type { Screen } from '../../../schemas/wire/screen-schema';
import { linkageOf } from '../../../src/features/studio/field-linkage';
import {
  applyDraft,
  draftOf,
  moveEntry,
  panelEntries,
  removeEntry,
  type Titles,
} from '../../../src/features/studio/screen-fields';

const titles = (zh: string, tw: string, en: string): Titles => ({ zh_CN: zh, zh_TW: tw, en });

const suppliers = (): Screen => ({
  id: 'crm/suppliers',
  title: 'crm.suppliers.title',
  texts: {
    zh_CN: { 'crm.suppliers.title': '供应商', 'crm.suppliers.field.name': '名称' },
    zh_TW: { 'crm.suppliers.title': '供應商', 'crm.suppliers.field.name': '名稱' },
    en: { 'crm.suppliers.title': 'Suppliers', 'crm.suppliers.field.name': 'Name' },
  },
  storage: 'collection',
  api: { list: 'api/crmSuppliers' },
  search: {
    type: 'object',
    properties: { name: { type: 'string', title: 'crm.suppliers.field.name', 'x-component': 'Input' } },
  },
  columns: [
    { key: 'name', title: 'crm.suppliers.field.name' },
    { key: 'createTime', title: 'tools.common.createTime', cell: 'date' },
    { key: 'action', title: 'tools.common.action', cell: 'actions', fixed: 'right' },
  ],
  form: {
    type: 'object',
    required: ['name'],
    properties: {
      name: {
        type: 'string',
        title: 'crm.suppliers.field.name',
        'x-decorator': 'FormItem',
        'x-component': 'Input',
        minLength: 1,
        maxLength: 60,
        description: 'crm.suppliers.title',
      },
      status: {
        type: 'string',
        title: 'tools.common.enabled',
        'x-decorator': 'FormItem',
        'x-component': 'DictSelect',
        'x-component-props': { dict: 'common_status' },
      },
    },
  },
});

describe('the form panel on a screen', () => {
  it('lists each part with its cell or widget and what is required', () => {
    expect(panelEntries(suppliers(), 'columns').map((entry) => [entry.key, entry.kind])).toEqual([
      ['name', 'text'],
      ['createTime', 'date'],
      ['action', 'actions'],
    ]);
    expect(panelEntries(suppliers(), 'form')).toEqual([
      { key: 'name', title: 'crm.suppliers.field.name', kind: 'Input', required: true },
      { key: 'status', title: 'tools.common.enabled', kind: 'DictSelect', required: false },
    ]);
    expect(panelEntries(suppliers(), 'search').map((entry) => entry.key)).toEqual(['name']);
  });

  it('moves columns and form fields, keeping every other key', () => {
    const moved = moveEntry(suppliers(), 'form', 1, 0);
    expect(Object.keys(moved.form!.properties!)).toEqual(['status', 'name']);
    expect(moved.form!.required).toEqual(['name']);
    expect(moveEntry(suppliers(), 'columns', 0, 1).columns.map((column) => column.key)).toEqual([
      'createTime',
      'name',
      'action',
    ]);
  });

  it('adds a required field with a pattern, as a column before the trailing ones and a search field', () => {
    const draft = {
      ...draftOf(suppliers(), 'form', null),
      key: 'code',
      kind: 'Input',
      required: true,
      pattern: '^S\\d{4}$',
      maxLength: 5,
      alsoColumn: true,
      alsoSearch: true,
    };
    const next = applyDraft(suppliers(), 'form', null, draft, titles('编码', '編碼', 'Code'));
    expect(next.form!.properties!.code).toEqual({
      type: 'string',
      title: 'crm.suppliers.field.code',
      'x-decorator': 'FormItem',
      'x-component': 'Input',
      minLength: 1,
      maxLength: 5,
      pattern: '^S\\d{4}$',
    });
    expect(next.form!.required).toEqual(['name', 'code']);
    expect(next.columns.map((column) => column.key)).toEqual(['name', 'code', 'createTime', 'action']);
    expect(next.search!.properties!.code).toEqual({
      type: 'string',
      title: 'crm.suppliers.field.code',
      'x-decorator': 'FormItem',
      'x-component': 'Input',
    });
    expect(next.texts!.en['crm.suppliers.field.code']).toBe('Code');
    expect(next.texts!.zh_TW['crm.suppliers.field.code']).toBe('編碼');
  });

  it('edits a field: the required minimum stays implied, other keys stay, unchanged titles keep their key', () => {
    const draft = draftOf(suppliers(), 'form', 'name');
    expect(draft).toMatchObject({ required: true, minLength: null, maxLength: 60, check: '', visibleWhen: null });
    const next = applyDraft(suppliers(), 'form', 'name', { ...draft, required: false, maxLength: 80 }, null);
    expect(next.form!.properties!.name).toEqual({
      type: 'string',
      title: 'crm.suppliers.field.name',
      'x-decorator': 'FormItem',
      'x-component': 'Input',
      maxLength: 80,
      description: 'crm.suppliers.title',
    });
    expect(next.form!.required).toEqual([]);
  });

  it('renames a field: required, linkages and texts follow, the old text is dropped', () => {
    const linked = applyDraft(
      suppliers(),
      'form',
      'status',
      { ...draftOf(suppliers(), 'form', 'status'), visibleWhen: { field: 'name', values: ['ACME'] } },
      null,
    );
    const renamed = applyDraft(
      linked,
      'form',
      'name',
      { ...draftOf(linked, 'form', 'name'), key: 'title' },
      titles('标题', '標題', 'Title'),
    );
    expect(Object.keys(renamed.form!.properties!)).toEqual(['title', 'status']);
    expect(renamed.form!.required).toEqual(['title']);
    expect(linkageOf(renamed.form!.properties!.status!)).toEqual({ field: 'title', values: ['ACME'] });
    // The column and the search field still name the wizard's shared text, so it stays.
    expect(renamed.texts!.en['crm.suppliers.field.name']).toBe('Name');
    const gone = removeEntry(removeEntry(renamed, 'columns', 'name'), 'search', 'name');
    expect(gone.texts!.en['crm.suppliers.field.name']).toBeUndefined();
    expect(gone.texts!.en['crm.suppliers.title']).toBe('Suppliers');
  });

  it('writes a dictionary column, sortable and hidden at first', () => {
    const draft = {
      ...draftOf(suppliers(), 'columns', null),
      key: 'status',
      kind: 'dict',
      dict: 'common_status',
      sortable: true,
      hidden: true,
    };
    const next = applyDraft(suppliers(), 'columns', null, draft, titles('状态', '狀態', 'Status'));
    expect(next.columns.at(-1)).toEqual({
      key: 'status',
      title: 'crm.suppliers.column.status',
      cell: 'dict',
      props: { dict: 'common_status' },
      sortable: true,
      hidden: true,
    });
    const plain = applyDraft(next, 'columns', 'status', { ...draftOf(next, 'columns', 'status'), kind: 'text' }, null);
    expect(plain.columns.at(-1)).toEqual({
      key: 'status',
      title: 'crm.suppliers.column.status',
      sortable: true,
      hidden: true,
    });
  });

  it('makes a field shown only sometimes required while shown, as a conditional rule it reads back and keeps up', () => {
    const draft = {
      ...draftOf(suppliers(), 'form', null),
      key: 'reason',
      kind: 'Input',
      required: true,
      visibleWhen: { field: 'status', values: ['0'] },
      alsoColumn: false,
    };
    const next = applyDraft(suppliers(), 'form', null, draft, titles('原因', '原因', 'Reason'));
    expect(next.form!.required).toEqual(['name']);
    expect(next.form!.properties!.reason!.minLength).toBeUndefined();
    expect(next.form!.allOf).toEqual([
      {
        if: { properties: { status: { enum: ['0'] } }, required: ['status'] },
        then: { required: ['reason'], properties: { reason: { minLength: 1 } } },
      },
    ]);
    expect(draftOf(next, 'form', 'reason')).toMatchObject({
      required: true,
      visibleWhen: { field: 'status', values: ['0'] },
    });

    // The dependency renamed: the rule follows. Always required again: the rule goes.
    const renamed = applyDraft(next, 'form', 'status', { ...draftOf(next, 'form', 'status'), key: 'state' }, null);
    expect((renamed.form!.allOf as ConditionalRule[])[0]!.if).toEqual({
      properties: { state: { enum: ['0'] } },
      required: ['state'],
    });
    const always = applyDraft(
      renamed,
      'form',
      'reason',
      { ...draftOf(renamed, 'form', 'reason'), visibleWhen: null },
      null,
    );
    expect(always.form!.allOf).toBeUndefined();
    expect(always.form!.required).toEqual(['name', 'reason']);
    expect(removeEntry(renamed, 'form', 'reason').form!.allOf).toBeUndefined();
  });

  it('writes the linkage with the dependency typed, and leaves reactions it does not know to the JSON', () => {
    const screen = suppliers();
    screen.form!.properties!.active = { type: 'boolean', 'x-component': 'Switch', title: 'tools.common.enabled' };
    const next = applyDraft(
      screen,
      'form',
      'status',
      { ...draftOf(screen, 'form', 'status'), visibleWhen: { field: 'active', values: ['true'] } },
      null,
    );
    expect(next.form!.properties!.status!['x-reactions']).toEqual({
      dependencies: ['active'],
      fulfill: { state: { visible: '{{[true].includes($deps[0])}}' } },
    });
    const order = {
      'x-reactions': [
        { dependencies: ['status'], fulfill: { state: { visible: "{{['shipped','completed'].includes($deps[0])}}" } } },
      ],
    };
    expect(linkageOf(order)).toEqual({ field: 'status', values: ['shipped', 'completed'] });
    const computed = {
      'x-reactions': { dependencies: ['a'], fulfill: { state: { required: '{{$deps[0] === true}}' } } },
    };
    expect(linkageOf(computed)).toBe('other');
  });
});
