// The theme settings drawer (spec §3, §9: width 300): every setting of the Theme settings entity,
// applied live, kept locally, and a reset to the defaults.
import { Button, Divider, Drawer, Segmented, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import {
  headStyles,
  layoutStyles,
  resetTheme,
  sideMenuStyles,
  sideStyles,
  tabStyles,
  themeStore,
  themeSwitches,
  transitionNames,
  type ThemeSettings,
} from '../../stores/theme';
import { useApplyTheme } from './apply-theme';
import { ThemeColours } from './theme-colours';

export const THEME_DRAWER_WIDTH = 300;

type ChoiceKey = 'layoutStyle' | 'sideStyle' | 'headStyle' | 'sideMenuStyle' | 'tabStyle';
const choices: Record<ChoiceKey, readonly string[]> = {
  layoutStyle: layoutStyles,
  sideStyle: sideStyles,
  headStyle: headStyles,
  sideMenuStyle: sideMenuStyles,
  tabStyle: tabStyles,
};

export default function ThemeDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const settings = useSnapshot(themeStore);
  const apply = useApplyTheme();
  const row = (label: string, control: React.ReactNode, testId?: string) => (
    <div key={testId ?? label} className="theme-row" data-testid={testId}>
      <span>{label}</span>
      {control}
    </div>
  );
  return (
    <Drawer
      open={open}
      onClose={onClose}
      width={THEME_DRAWER_WIDTH}
      title={t('theme.title')}
      data-testid="theme-drawer"
    >
      <Divider plain>{t('theme.colour')}</Divider>
      <ThemeColours />
      {row(
        t('theme.darkMode'),
        <Switch data-testid="theme-dark" checked={settings.darkMode} onChange={(darkMode) => apply({ darkMode })} />,
      )}
      <Divider plain>{t('theme.layout')}</Divider>
      {(Object.keys(choices) as ChoiceKey[]).map((key) => (
        <div key={key} className="theme-choice">
          <span>{t(`theme.settings.${key}`)}</span>
          <Segmented<string>
            block
            size="small"
            data-testid={`theme-${key}`}
            value={settings[key]}
            options={choices[key].map((value) => ({ value, label: t(`theme.options.${value}`) }))}
            onChange={(value) => apply({ [key]: value } as Partial<ThemeSettings>)}
          />
        </div>
      ))}
      {row(
        t('theme.settings.transitionName'),
        <Select
          size="small"
          style={{ width: 130 }}
          value={settings.transitionName}
          options={transitionNames.map((value) => ({ value, label: t(`theme.transitions.${value}`) }))}
          onChange={(transitionName) => apply({ transitionName })}
        />,
      )}
      <Divider plain>{t('theme.switches')}</Divider>
      {themeSwitches.map((key) =>
        row(
          t(`theme.settings.${key}`),
          <Switch size="small" checked={settings[key]} onChange={(on) => apply({ [key]: on })} />,
          `theme-switch-${key}`,
        ),
      )}
      <Button block style={{ marginTop: 16 }} data-testid="theme-reset" onClick={resetTheme}>
        {t('theme.reset')}
      </Button>
    </Drawer>
  );
}
