// The data both sides of the renderer figures get (issue 9): 10,000 list rows and a 200-field
// form, the same for our renderer's page and for the plain antd / plain Formily peers.
export const ROW_COUNT = 10_000;
export const FIELD_COUNT = 200;
/** The field the keystroke figure types into (mid-form, so the whole form is around it). */
export const TYPED_FIELD = 100;

export const columnKeys = ['code', 'name', 'email', 'city', 'amount', 'status'] as const;

export type BenchRow = Record<(typeof columnKeys)[number], string> & { id: number };

export function benchRows(): BenchRow[] {
  return Array.from({ length: ROW_COUNT }, (_, id) => ({
    id,
    code: `R${String(id).padStart(5, '0')}`,
    name: `用户 ${id}`,
    email: `user${id}@example.com`,
    city: ['上海', '北京', '广州', '深圳'][id % 4]!,
    amount: (((id * 7919) % 100_000) / 100).toFixed(2),
    status: id % 3 ? '启用' : '禁用',
  }));
}

export const fieldName = (index: number) => `f${String(index).padStart(3, '0')}`;
export const fieldTitle = (index: number) => `字段 ${index}`;

/** 200 text fields, each with a FormItem and an Input, plain JSON Schema as our screens store it. */
export function benchFormSchema() {
  return {
    type: 'object' as const,
    properties: Object.fromEntries(
      Array.from({ length: FIELD_COUNT }, (_, index) => [
        fieldName(index),
        {
          type: 'string' as const,
          title: fieldTitle(index),
          'x-decorator': 'FormItem',
          'x-component': 'Input',
          'x-component-props': { 'aria-label': fieldTitle(index) },
        },
      ]),
    ),
  };
}
