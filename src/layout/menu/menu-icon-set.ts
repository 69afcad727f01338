// The icons the server's menu tree may name, in a chunk of their own: the shell shows first and
// the menu's icons follow (menu-icons.tsx holds their place meanwhile). The module's namespace is
// the set, by component name.
export {
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
