// Icons of the server's menu tree, by the kebab-case name it sends (docs/api.md: `clock-circle`
// for ClockCircleOutlined). Only those of menu-icon-set.ts are bundled, in a chunk loaded after
// the shell (docs/performance.md); an unknown name shows no icon.
import { useEffect, useState, type ComponentType, type CSSProperties } from 'react';

type IconSet = Record<string, ComponentType<{ style?: CSSProperties; className?: string }> | undefined>;
let iconSet: IconSet | undefined;
let loading: Promise<IconSet> | undefined;
const loadIconSet = () => (loading ??= import('./menu-icon-set').then((module) => (iconSet = module as IconSet)));

const pascal = (kebab: string) =>
  kebab.replace(/(^|-)([a-z])/g, (_, _dash: string, letter: string) => letter.toUpperCase());

// Colourful icons (theme switch): a steady colour per icon name, so a menu keeps its look.
const palette = ['#1677ff', '#52c41a', '#fa8c16', '#eb2f96', '#722ed1', '#13c2c2', '#f5222d', '#2f54eb'];
const colourOf = (name: string) =>
  palette[[...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % palette.length];

/** antd's Menu gives its icon the `…-item-icon` class; the placeholder takes it too, so the titles do not move when the icons come. */
function MenuIcon({ name, colourful, className }: { name: string; colourful: boolean; className?: string }) {
  const [icons, setIcons] = useState(iconSet);
  useEffect(() => {
    if (!icons) void loadIconSet().then(setIcons);
  }, [icons]);
  if (!icons) return <span className={className} aria-hidden="true" style={{ display: 'inline-block', width: 14 }} />;
  const Icon = icons[`${pascal(name)}Outlined`];
  return Icon ? <Icon className={className} style={colourful ? { color: colourOf(name) } : undefined} /> : null;
}

export function menuIcon(name: string, colourful: boolean) {
  return name ? <MenuIcon name={name} colourful={colourful} /> : undefined;
}
