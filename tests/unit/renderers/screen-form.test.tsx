import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import users from '../fixtures/screens/users.json';
import { renderScreen } from './render-screen';
import { stubProvider, userRows } from './stub-provider';

// antd Select also labels its popup list; the control is the input.
const field = (title: string) => {
  const labelled = within(screen.getByRole('dialog')).getAllByLabelText(title);
  return labelled.find((element) => element.tagName === 'INPUT') ?? labelled[0]!;
};
const itemOf = (title: string) => field(title).closest('.ant-formily-item') as HTMLElement;

async function openAddForm(provider = stubProvider(userRows(2))) {
  renderScreen(users, provider);
  await screen.findByText('user001');
  await userEvent.click(screen.getByRole('button', { name: /新\s?增/ }));
  await screen.findByRole('dialog');
  return provider;
}

/** Types a value (or nothing), leaves the field and returns the message shown under it. */
async function messageAfterBlur(title: string, value: string): Promise<string> {
  await userEvent.click(field(title));
  if (value) await userEvent.type(field(title), value);
  await userEvent.tab();
  return waitFor(() => {
    const text = itemOf(title).querySelector('.ant-formily-item-help')?.textContent;
    if (!text) throw new Error(`no message under ${title}`);
    return text;
  });
}

describe('add/edit form of the users screen', () => {
  it('opens in a 500 px modal as the schema says', async () => {
    await openAddForm();
    expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe('500px');
    expect(within(screen.getByRole('dialog')).getByText('新增')).toBeTruthy();
  });

  it('validates on blur, not while typing', async () => {
    await openAddForm();
    await userEvent.type(field('fixtureUser.email'), 'not-an-email');
    expect(itemOf('fixtureUser.email').querySelector('.ant-formily-item-help')).toBeNull();
    await userEvent.tab();
    await waitFor(() => expect(itemOf('fixtureUser.email').textContent).toContain('该字段不是合法的邮箱格式'));
  });

  it('shows a message for each rule of the schema', async () => {
    await openAddForm();
    expect(await messageAfterBlur('fixtureUser.nickName', '')).toBe('该字段是必填字段');
    expect(await messageAfterBlur('fixtureUser.username', 'a')).toMatch(/不能小于\s*2/);
    expect(await messageAfterBlur('fixtureUser.password', 'x'.repeat(21))).toMatch(/不能大于\s*20/);
    expect(await messageAfterBlur('fixtureUser.employeeNo', 'X12')).toBe('fixtureUser.employeeNoFormat');
    expect(await messageAfterBlur('fixtureUser.phone', '12345678901')).toBe('请输入正确的手机号码');
    expect(await messageAfterBlur('fixtureUser.homepage', 'ftp://example.com')).toBe(
      '请输入以 http(s)、mailto 或 tel 开头的链接',
    );
    expect(await messageAfterBlur('fixtureUser.confirmPassword', 'other')).toBe('两次输入不一致');
  });

  it('shows the confirmation only once a password is typed (x-reactions linkage)', async () => {
    await openAddForm();
    expect(within(screen.getByRole('dialog')).queryByLabelText('fixtureUser.confirmPassword')).toBeNull();
    await userEvent.type(field('fixtureUser.password'), 's');
    expect(await within(screen.getByRole('dialog')).findByLabelText('fixtureUser.confirmPassword')).toBeTruthy();
  });

  it('rejects Chinese characters, spaces and punctuation in names', async () => {
    await openAddForm();
    expect(await messageAfterBlur('fixtureUser.username', '张三')).toBe('不能包含中文、空格或特殊字符');
    await userEvent.clear(field('fixtureUser.username'));
    expect(await messageAfterBlur('fixtureUser.username', 'ab cd')).toBe('不能包含中文、空格或特殊字符');
    await userEvent.clear(field('fixtureUser.username'));
    await userEvent.type(field('fixtureUser.username'), 'alice_01');
    await userEvent.tab();
    await waitFor(() => expect(itemOf('fixtureUser.username').querySelector('.ant-formily-item-help')).toBeNull());
  });

  it('stops at the first failing rule of a field', async () => {
    await openAddForm();
    // "张" breaks both minLength and the name check; only one message is shown, not both.
    expect(await messageAfterBlur('fixtureUser.username', '张')).toBe('不能包含中文、空格或特殊字符');
  });

  it('creates with the password encrypted and the confirmation left out', async () => {
    const provider = await openAddForm();
    await userEvent.type(field('fixtureUser.username'), 'alice');
    await userEvent.type(field('fixtureUser.nickName'), 'Alice');
    await userEvent.type(field('fixtureUser.email'), 'alice@example.com');
    await userEvent.type(field('fixtureUser.phone'), '13812345678');
    await userEvent.type(field('fixtureUser.password'), 'secret1');
    await userEvent.type(field('fixtureUser.confirmPassword'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(provider.create).toHaveBeenCalledTimes(1));
    expect(provider.create).toHaveBeenCalledWith({
      resource: 'api/sysUser',
      variables: {
        username: 'alice',
        nickName: 'Alice',
        email: 'alice@example.com',
        phone: '13812345678',
        password: 'enc(secret1)',
        enabled: true,
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('does not submit an invalid form', async () => {
    const provider = await openAddForm();
    await userEvent.click(screen.getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(itemOf('fixtureUser.username').textContent).toContain('该字段是必填字段'));
    expect(provider.create).not.toHaveBeenCalled();
  });

  it('edits a row and sends only the form fields', async () => {
    const provider = stubProvider(userRows(2));
    renderScreen(users, provider);
    await screen.findByText('user001');
    const [firstRow] = document.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row');
    await userEvent.click(within(firstRow!).getByRole('button', { name: /编\s?辑/ }));
    expect(await screen.findByDisplayValue('user001')).toBeTruthy();
    await userEvent.clear(field('fixtureUser.nickName'));
    await userEvent.type(field('fixtureUser.nickName'), 'Renamed');
    await userEvent.click(screen.getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(provider.update).toHaveBeenCalledTimes(1));
    expect(provider.update).toHaveBeenCalledWith({
      resource: 'api/sysUser',
      id: 1,
      rowKey: 'id',
      variables: {
        username: 'user001',
        nickName: 'Renamed',
        email: 'user1@example.com',
        gender: 'male',
        enabled: true,
      },
    });
  });

  it('shows a read-only detail view', async () => {
    renderScreen(users, stubProvider(userRows(1)));
    await screen.findByText('user001');
    await userEvent.click(screen.getByRole('button', { name: /详\s?情/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryAllByRole('textbox')).toHaveLength(0);
    expect(within(dialog).getByText('user1@example.com')).toBeTruthy();
    await waitFor(() => expect(within(dialog).getByText('男')).toBeTruthy());
    expect(within(dialog).queryByRole('button', { name: /确\s?定/ })).toBeNull();
  });

  it('fills dictionary selects with labels from the dictionaries the screen names', async () => {
    const provider = await openAddForm();
    await userEvent.click(field('fixtureUser.gender'));
    expect(await screen.findByRole('option', { name: '女' })).toBeTruthy();
    // The search form, the dict cells and the form ask their provider, which caches per name
    // (the app's: src/lib/data-provider.ts, tests/unit/screens/data-provider.test.ts).
    expect(new Set(provider.getDict.mock.calls.map(([name]) => name))).toEqual(new Set(['user_gender', 'user_status']));
  });
});
