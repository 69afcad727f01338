// The login page's language picker: the chosen language pressed, a click switches the interface.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import i18n from '../../src/lib/i18n';
import { LanguageSwitcher } from '../../src/lib/language-switcher';

describe('language switcher', () => {
  it('shows the language in force as pressed and switches on a click', async () => {
    render(<LanguageSwitcher />);
    expect(screen.getByRole('group', { name: '界面语言' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '简体中文' }).getAttribute('aria-pressed')).toBe('true');
    await act(() => userEvent.click(screen.getByRole('button', { name: 'English' })));
    await expect.poll(() => i18n.language).toBe('en');
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '简体中文' }).getAttribute('aria-pressed')).toBe('false');
  });
});
