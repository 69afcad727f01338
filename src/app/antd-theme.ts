// antd's theme from the theme settings, for the app's provider (app/provider.tsx), through which
// the build also prerenders /login and writes its antd styles ahead (scripts/build/prerender-render.tsx).
import { theme, type ThemeConfig } from 'antd';
import { primaryColour, themePresets, type ThemeSettings } from '../stores/theme';

export interface AntdThemeInput extends Pick<ThemeSettings, 'color' | 'darkMode'> {
  reducedMotion: boolean;
}

export function antdTheme({ color, darkMode, reducedMotion }: AntdThemeInput): ThemeConfig {
  return {
    algorithm: darkMode ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: { colorPrimary: primaryColour(color) ?? themePresets.default, motion: !reducedMotion },
  };
}
