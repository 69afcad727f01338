// antd's theme from the theme settings, for the app's provider (app/provider.tsx), through which
// the build also prerenders /login and writes its antd styles ahead (scripts/build/prerender-render.tsx).
import { theme, type ThemeConfig } from 'antd';
import { primaryColour, themePresets, type ThemeSettings } from '../stores/theme';

export interface AntdThemeInput extends Pick<ThemeSettings, 'color' | 'darkMode'> {
  reducedMotion: boolean;
}

/**
 * Text colours held to WCAG AA's 4.5:1 (docs/security.md, "Accessibility"). antd's tertiary text
 * (descriptions, secondary typography, the footer) is 45 % of the text colour, 3.4:1 on white; a
 * little stronger passes on white and on the light grey of the page. A table's "no data" is drawn
 * in the disabled colour (25 %, 1.8:1), so the table gets the tertiary one. Links follow the
 * primary colour, where antd takes them from its fixed info blue (#1677ff, 4.1:1 on white). The
 * light theme's error red (danger buttons and links, messages) is antd's red-7: its red-6 is 3.3:1.
 * Light tags write in their colour on its palest shade; green, orange and the success, warning and
 * processing states take the palette's 8th shade there (the 7th is 2.2–3.4:1).
 */
const tertiaryText = { light: 'rgba(0, 0, 0, 0.55)', dark: 'rgba(255, 255, 255, 0.5)' };
const LIGHT_ERROR = '#cf1322';
/**
 * The dark theme darkens the primary and the error red for fills, which leaves text in them under
 * 4.5:1 on the dark page (#165bbe 2.9:1, #dc4446 4.3:1): links, the selected tab and danger
 * buttons write in lighter shades of the default primary (#4096ff) and of red (#e86e6b), both
 * above 4.9:1 on the page, a container and a hovered row.
 */
const DARK_TEXT = { link: '#4096ff', error: '#e86e6b' };
const LIGHT_TAGS = {
  colorSuccess: '#237804',
  green7: '#237804',
  colorWarning: '#ad4e00',
  orange7: '#ad4e00',
  colorInfo: '#0958d9',
};

/** Text colours of the dark theme; links and tabs only with the default primary (other colours are the operator's). */
function darkTextComponents(defaultPrimary: boolean): ThemeConfig['components'] {
  const link = defaultPrimary ? { colorLink: DARK_TEXT.link } : {};
  return {
    Button: { ...link, colorError: DARK_TEXT.error },
    ...(defaultPrimary && { Tabs: { itemSelectedColor: DARK_TEXT.link } }),
  };
}

export function antdTheme({ color, darkMode, reducedMotion }: AntdThemeInput): ThemeConfig {
  const primary = primaryColour(color) ?? themePresets.default;
  const tertiary = tertiaryText[darkMode ? 'dark' : 'light'];
  return {
    algorithm: darkMode ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: {
      colorPrimary: primary,
      colorLink: darkMode && primary === themePresets.default ? DARK_TEXT.link : primary,
      colorTextTertiary: tertiary,
      ...(darkMode ? {} : { colorError: LIGHT_ERROR }),
      motion: !reducedMotion,
    },
    components: {
      Table: { colorTextDisabled: tertiary },
      ...(darkMode ? darkTextComponents(primary === themePresets.default) : { Tag: LIGHT_TAGS }),
    },
  };
}
