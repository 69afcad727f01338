// The one permission rule of the shell and the schema renderer (src/lib/permission.ts): admin
// holds every name, others a role or authority they have; undeclared is allowed, a list allows any.
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allows, can, useAllowed } from '../../../src/lib/permission';
import { clearSession, setUserInfo } from '../../../src/stores/session';
import { adminUser } from '../support/fixtures';

const operator = { ...adminUser, username: 'op', roles: ['operator'], authorities: [{ authority: 'user:list' }] };

describe('permission rule', () => {
  it('grants admin every name, and others their roles and authorities only', () => {
    expect(can('user:del')).toBe(false);
    setUserInfo(adminUser);
    expect(can('user:del')).toBe(true);
    setUserInfo(operator);
    expect(can('operator')).toBe(true);
    expect(can('user:list')).toBe(true);
    expect(can('user:del')).toBe(false);
  });

  it('allows what is undeclared, and a list when any of its names is held', () => {
    const held = (name: string) => name === 'user:list';
    expect(allows(held, undefined)).toBe(true);
    expect(allows(held, 'user:list')).toBe(true);
    expect(allows(held, 'user:del')).toBe(false);
    expect(allows(held, ['user:del', 'user:list'])).toBe(true);
    expect(allows(held, ['user:del'])).toBe(false);
  });

  it('answers again in a component when the session changes', async () => {
    setUserInfo(operator);
    const { result } = renderHook(() => useAllowed(['user:del', 'user:edit']));
    expect(result.current).toBe(false);
    // valtio tells its subscribers after the change, in a microtask.
    act(() => setUserInfo(adminUser));
    await waitFor(() => expect(result.current).toBe(true));
    act(() => clearSession());
    await waitFor(() => expect(result.current).toBe(false));
  });
});
