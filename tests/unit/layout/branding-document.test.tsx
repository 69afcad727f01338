// The configured systemIcon takes over index.html's one icon link and gives it back when unset.
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useBrandingDocument } from '../../../src/layout/branding-document';
import { brandingStore } from '../../../src/stores/branding';

const PRODUCT_ICON = 'data:image/svg+xml,product';
const icons = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel="icon"]')];

afterEach(() => {
  brandingStore.systemIcon = '';
  icons().forEach((link) => link.remove());
});

describe('useBrandingDocument', () => {
  it('points the page icon at systemIcon, then back at the product icon', async () => {
    document.head.insertAdjacentHTML('beforeend', `<link rel="icon" type="image/svg+xml" href="${PRODUCT_ICON}" />`);
    renderHook(() => useBrandingDocument());
    expect(icons().map((link) => link.getAttribute('href'))).toEqual([PRODUCT_ICON]);

    await act(async () => void (brandingStore.systemIcon = '/files/logo.png'));
    expect(icons()).toHaveLength(1);
    expect(icons()[0]!.getAttribute('href')).toBe('/files/logo.png');
    // A PNG or an .ico: the product icon's SVG type would make the browser skip it.
    expect(icons()[0]!.type).toBe('');

    await act(async () => void (brandingStore.systemIcon = ''));
    expect(icons().map((link) => [link.getAttribute('href'), link.type])).toEqual([[PRODUCT_ICON, 'image/svg+xml']]);
  });
});
