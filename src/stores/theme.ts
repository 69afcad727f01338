// Theme settings of the layout shell (spec §3), kept in localStorage under the theme key (§9).
import { proxy, subscribe } from 'valtio';
import { storageKeys } from '../lib/storage-keys';

export const layoutStyles = ['side', 'top', 'mix'] as const;
export const sideStyles = ['dark', 'light'] as const;
export const headStyles = ['light', 'dark', 'primary'] as const;
export const sideMenuStyles = ['default', 'mix'] as const;
export const tabStyles = ['default', 'dot', 'card'] as const;
export const transitionNames = ['slide-right', 'slide-bottom', 'zoom-in', 'zoom-out', 'fade'] as const;

/** The on/off settings, in the order the drawer lists them. */
export const themeSwitches = [
  'tabs',
  'showTabs',
  'showFooter',
  'fixedHeader',
  'fixedSidebar',
  'fixedBody',
  'bodyFull',
  'logoAutoSize',
  'colorfulIcon',
  'sideUniqueOpen',
  'styleResponsive',
  'weakMode',
  'collapse',
  'sideNavCollapse',
  'bodyFullscreen',
] as const;
export type ThemeSwitch = (typeof themeSwitches)[number];

export interface ThemeSettings extends Record<ThemeSwitch, boolean> {
  /** A preset name (themePresets) or a custom #rrggbb colour. */
  color: string;
  darkMode: boolean;
  layoutStyle: (typeof layoutStyles)[number];
  sideStyle: (typeof sideStyles)[number];
  headStyle: (typeof headStyles)[number];
  sideMenuStyle: (typeof sideMenuStyles)[number];
  tabStyle: (typeof tabStyles)[number];
  transitionName: (typeof transitionNames)[number];
}

/**
 * Primary colours of the presets (antd's palette). `default` is antd's blue a shade darker (its dark
 * palette's), so white text on it and it on white pass WCAG AA's 4.5:1 (docs/security.md).
 */
export const themePresets = {
  default: '#1668dc',
  dust: '#f5222d',
  sunset: '#faad14',
  volcano: '#fa541c',
  purple: '#722ed1',
  green: '#52c41a',
  geekblue: '#2f54eb',
} as const;

/** Spec §9: header light, sidebar dark, layout side, transition slide-right, tab style default. */
export const defaultThemeSettings: Readonly<ThemeSettings> = {
  color: 'default',
  darkMode: false,
  layoutStyle: 'side',
  sideStyle: 'dark',
  headStyle: 'light',
  sideMenuStyle: 'default',
  tabStyle: 'default',
  transitionName: 'slide-right',
  tabs: true,
  showTabs: true,
  showFooter: true,
  fixedHeader: true,
  fixedSidebar: true,
  fixedBody: false,
  bodyFull: false,
  logoAutoSize: false,
  colorfulIcon: false,
  sideUniqueOpen: true,
  styleResponsive: true,
  weakMode: false,
  collapse: false,
  sideNavCollapse: false,
  bodyFullscreen: false,
};

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** The primary colour of a setting, or null when it is neither a preset nor a #rrggbb colour. */
export function primaryColour(color: string): string | null {
  if (color in themePresets) return themePresets[color as keyof typeof themePresets];
  return HEX_COLOUR.test(color) ? color : null;
}

function stored(): ThemeSettings {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(storageKeys.theme) ?? '{}');
    // Only known keys survive, so a setting removed from the app does not linger.
    const known = Object.entries(saved ?? {}).filter(([key]) => key in defaultThemeSettings);
    return { ...defaultThemeSettings, ...Object.fromEntries(known) };
  } catch {
    return { ...defaultThemeSettings };
  }
}

export const themeStore = proxy<ThemeSettings>(stored());

subscribe(themeStore, () => localStorage.setItem(storageKeys.theme, JSON.stringify(themeStore)));

export function updateTheme(patch: Partial<ThemeSettings>): void {
  Object.assign(themeStore, patch);
}

export function resetTheme(): void {
  Object.assign(themeStore, defaultThemeSettings);
}
