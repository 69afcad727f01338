// Applies a theme change with the feedback of spec §4: 正在加载主题.. while it applies and
// 主题加载失败 when the setting cannot be applied (a colour that is not a colour).
import { useTranslation } from 'react-i18next';
import { primaryColour, updateTheme, type ThemeSettings } from '../../stores/theme';
import { message } from '../../lib/feedback';

/**
 * How long the loading message stays: antd re-computes its tokens within a frame or two. antd
 * counts it from when the message opens, not from the click: the first message of a page waits
 * for antd's message code to load (lib/feedback.ts), and a timer started at the click could close
 * it before it ever showed, as it did on a loaded machine.
 */
const LOADING_SECONDS = 0.3;

export function useApplyTheme(): (patch: Partial<ThemeSettings>) => void {
  const { t } = useTranslation();
  return (patch) => {
    message.loading({ content: t('theme.loading'), key: 'theme', duration: LOADING_SECONDS });
    if (patch.color !== undefined && primaryColour(patch.color) === null) {
      void message.error({ content: t('theme.failed'), key: 'theme' });
      return;
    }
    updateTheme(patch);
  };
}
