// Icons of the server's menu tree, by the kebab-case name it sends (docs/api.md: `clock-circle`
// for ClockCircleOutlined). Only these are bundled; an unknown name shows no icon.
import type { ComponentType } from 'react';
import {
  AlipayOutlined, ApartmentOutlined, ApiOutlined, AppstoreOutlined, BarChartOutlined, BookOutlined, ClockCircleOutlined,
  CloudOutlined, CloudServerOutlined, CloudUploadOutlined, ClusterOutlined, ConsoleSqlOutlined, ControlOutlined, CopyOutlined,
  CustomerServiceOutlined, DashboardOutlined, DatabaseOutlined, DesktopOutlined, DownloadOutlined, EditOutlined, EyeOutlined,
  FileImageOutlined, FileOutlined, FileTextOutlined, FolderOutlined, FormatPainterOutlined, GiftOutlined, GlobalOutlined,
  HddOutlined, HighlightOutlined, IdcardOutlined, KeyOutlined, LayoutOutlined, LineChartOutlined, MailOutlined, MenuOutlined,
  MessageOutlined, MonitorOutlined, PictureOutlined, ProfileOutlined, ReadOutlined, RiseOutlined, RobotOutlined, ScissorOutlined,
  SendOutlined, SettingOutlined, ShareAltOutlined, ShopOutlined, ShoppingCartOutlined, ShoppingOutlined, SkinOutlined, TeamOutlined,
  ThunderboltOutlined, ToolOutlined, TranslationOutlined, UserAddOutlined, UsergroupAddOutlined, UserOutlined, VideoCameraOutlined,
  WechatOutlined, WifiOutlined,
} from '@ant-design/icons';

const byComponentName: Record<string, ComponentType<{ style?: React.CSSProperties }>> = {
  AlipayOutlined, ApartmentOutlined, ApiOutlined, AppstoreOutlined, BarChartOutlined, BookOutlined, ClockCircleOutlined,
  CloudOutlined, CloudServerOutlined, CloudUploadOutlined, ClusterOutlined, ConsoleSqlOutlined, ControlOutlined, CopyOutlined,
  CustomerServiceOutlined, DashboardOutlined, DatabaseOutlined, DesktopOutlined, DownloadOutlined, EditOutlined, EyeOutlined,
  FileImageOutlined, FileOutlined, FileTextOutlined, FolderOutlined, FormatPainterOutlined, GiftOutlined, GlobalOutlined,
  HddOutlined, HighlightOutlined, IdcardOutlined, KeyOutlined, LayoutOutlined, LineChartOutlined, MailOutlined, MenuOutlined,
  MessageOutlined, MonitorOutlined, PictureOutlined, ProfileOutlined, ReadOutlined, RiseOutlined, RobotOutlined, ScissorOutlined,
  SendOutlined, SettingOutlined, ShareAltOutlined, ShopOutlined, ShoppingCartOutlined, ShoppingOutlined, SkinOutlined, TeamOutlined,
  ThunderboltOutlined, ToolOutlined, TranslationOutlined, UserAddOutlined, UsergroupAddOutlined, UserOutlined, VideoCameraOutlined,
  WechatOutlined, WifiOutlined,
};

const pascal = (kebab: string) => kebab.replace(/(^|-)([a-z])/g, (_, _dash: string, letter: string) => letter.toUpperCase());

// Colourful icons (theme switch): a steady colour per icon name, so a menu keeps its look.
const palette = ['#1677ff', '#52c41a', '#fa8c16', '#eb2f96', '#722ed1', '#13c2c2', '#f5222d', '#2f54eb'];
const colourOf = (name: string) => palette[[...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % palette.length];

export function menuIcon(name: string, colourful: boolean) {
  const Icon = byComponentName[`${pascal(name)}Outlined`];
  return Icon ? <Icon style={colourful ? { color: colourOf(name) } : undefined} /> : undefined;
}
