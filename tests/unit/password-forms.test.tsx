// The two password forms of a logged-in user (spec §5), built on the one PasswordFields
// (src/lib/password-fields.tsx): their field names and messages word for word, checked on blur;
// the drawer submits on Enter. The forgotten-password page has its own test (forget-form.test.tsx).
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PasswordDrawer } from '../../src/features/user-center/password-drawer';
import ChangePasswordDialog from '../../src/layout/password/change-password-dialog';

// antd animates dialogs and drawers open; jsdom never ends the animation, so pointer-events stay none.
const field = (id: string) => document.getElementById(id) as HTMLInputElement;

describe('change-password dialog (user menu)', () => {
  it('names its fields oldPass, newPass and confirmPass and checks each on blur', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<ChangePasswordDialog open onClose={() => undefined} />);
    await screen.findByTestId('password-dialog');
    await user.click(field('oldPass'));
    await user.click(field('newPass'));
    expect(await screen.findByText('请输入旧密码')).toBeTruthy();
    await user.type(field('newPass'), '12345');
    await user.click(field('confirmPass'));
    expect(await screen.findByText('长度在 6 到 20 个字符')).toBeTruthy();
    await user.click(field('oldPass'));
    expect(await screen.findByText('请再次输入密码')).toBeTruthy();
    await user.type(field('newPass'), '6');
    await user.type(field('confirmPass'), 'other1');
    await user.click(field('oldPass'));
    expect(await screen.findByText('两次输入的密码不一致')).toBeTruthy();
  });
});

describe('password drawer (personal centre)', () => {
  it('names its fields oldPassword, password and password2, submits on Enter and checks on blur', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<PasswordDrawer open onClose={() => undefined} />);
    await screen.findByTestId('password-drawer');
    await user.type(field('oldPassword'), '{Enter}');
    expect(await screen.findByText('请输入旧密码')).toBeTruthy();
    expect(await screen.findByText('请输入新密码')).toBeTruthy();
    expect(await screen.findByText('请再次输入新密码')).toBeTruthy();
    // No length rule on this form: a short new password is the server's to judge.
    await user.type(field('password'), 'abc');
    await user.type(field('password2'), 'abd');
    await user.click(field('oldPassword'));
    expect(await screen.findByText('两次输入密码不一致')).toBeTruthy();
    expect(screen.queryByText('长度在 6 到 20 个字符')).toBeNull();
  });
});
