// The colour presets and the custom colour picker of the theme drawer. The picker is the
// browser's own colour input: antd's ColorPicker would pull Collapse into the entry chunk.
import { Tooltip } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { themePresets, themeStore } from '../../stores/theme';
import { useApplyTheme } from './apply-theme';

export function ThemeColours() {
  const { t } = useTranslation();
  const { color } = useSnapshot(themeStore);
  const apply = useApplyTheme();
  const isCustom = !(color in themePresets);
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
      {Object.entries(themePresets).map(([name, hex]) => (
        <Tooltip key={name} title={t(`theme.presets.${name}`)}>
          <button
            type="button"
            className="theme-swatch"
            data-testid={`theme-color-${name}`}
            aria-label={t(`theme.presets.${name}`)}
            aria-pressed={color === name}
            style={{ background: hex }}
            onClick={() => apply({ color: name })}
          >
            {color === name && <CheckOutlined />}
          </button>
        </Tooltip>
      ))}
      <Tooltip title={t('theme.custom')}>
        <input
          type="color"
          className="theme-custom-colour"
          data-testid="theme-color-custom"
          aria-label={t('theme.custom')}
          value={isCustom ? color : '#000000'}
          onChange={(event) => apply({ color: event.target.value })}
        />
      </Tooltip>
    </div>
  );
}
