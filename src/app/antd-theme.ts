// antd's theme from the theme settings. One function for the app's provider and for the build,
// which writes the login page's antd styles ahead with the default settings
// (scripts/build/antd-styles.tsx): the two must derive the same tokens, or the styles written
// ahead match nothing.
import { theme, type ThemeConfig } from 'antd';
import { defaultThemeSettings, primaryColour, themePresets, type ThemeSettings } from '../stores/theme';

export interface AntdThemeInput extends Pick<ThemeSettings, 'color' | 'darkMode'> {
  reducedMotion: boolean;
}

export function antdTheme({ color, darkMode, reducedMotion }: AntdThemeInput): ThemeConfig {
  return {
    algorithm: darkMode ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: { colorPrimary: primaryColour(color) ?? themePresets.default, motion: !reducedMotion },
  };
}

/** The theme of a first visit: default settings, motion allowed. */
export const defaultAntdTheme = () => antdTheme({ ...defaultThemeSettings, reducedMotion: false });
