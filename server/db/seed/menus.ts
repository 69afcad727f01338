// The menu tree seeded on first start: every area of the spec (section 2). Titles are i18n keys
// `menu.<area>.<key>`, translated in src/locales/*/menu.json (a server test checks that every
// key is there). `component` is a screen schema id or a hand-written view's registered name.

import { NAV_TYPES } from '../schema-news';

export interface SeedMenu {
  key: string;
  path: string;
  icon: string;
  /** Screen id; absent for directories. */
  component?: string;
  hidden?: boolean;
  /** Prefix of the button permissions, e.g. `user` gives user:list, user:add… */
  permission?: string;
  /** Buttons under the screen; CRUD when a permission is given and this is omitted. */
  actions?: readonly Action[];
  children?: readonly SeedMenu[];
  /** In an area the operator does not get: the buttons it gets anyway (with the screen and area). */
  operator?: readonly Action[];
}

export interface SeedArea {
  area: string;
  path: string;
  icon: string;
  /** Whether the `operator` role gets this area (admin gets everything). */
  operator: boolean;
  /** Seeded only into the platform tenant: its screens run the deployment (services/authorities.ts). */
  platformOnly?: boolean;
  items: readonly SeedMenu[];
}

export type Action = 'list' | 'add' | 'edit' | 'del' | 'run' | 'actAs' | 'publish';

export const CRUD: readonly Action[] = ['list', 'add', 'edit', 'del'];
export const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const VIEW: readonly Action[] = ['list'];
const CONFIG: readonly Action[] = ['list', 'edit'];

export const seedAreas: readonly SeedArea[] = [
  {
    area: 'dashboard',
    path: '/dashboard',
    icon: 'dashboard',
    operator: true,
    items: [{ key: 'workplace', path: 'workplace', icon: 'desktop', component: 'dashboard/workplace' }],
  },
  {
    area: 'system',
    path: '/system',
    icon: 'setting',
    operator: false,
    items: [
      { key: 'user', path: 'user', icon: 'user', component: 'system/user', permission: 'user', operator: ['list'] },
      { key: 'role', path: 'role', icon: 'team', component: 'system/role', permission: 'role' },
      { key: 'menu', path: 'menu', icon: 'menu', component: 'system/menu', permission: 'menu' },
      { key: 'dept', path: 'dept', icon: 'apartment', component: 'system/dept', permission: 'dept' },
      { key: 'dict', path: 'dict', icon: 'book', component: 'system/dict', permission: 'dict' },
      // Opened from a dictionary's row (?dictName=…); its buttons are the dictionary's (dict:*).
      { key: 'dictDetail', path: 'dictDetail', icon: 'book', component: 'system/dict-detail', hidden: true },
      { key: 'job', path: 'job', icon: 'idcard', component: 'system/job', permission: 'job' },
      { key: 'timing', path: 'timing', icon: 'clock-circle', component: 'system/timing', permission: 'timing' },
      // Opened from the timing screen's toolbar; read with timing:list, pruned with timing:del.
      { key: 'timingLog', path: 'timingLog', icon: 'file-text', component: 'system/timing-log', hidden: true },
      {
        key: 'loginLog',
        path: 'loginLog',
        icon: 'file-text',
        component: 'system/login-log',
        permission: 'loginLog',
        actions: ['list', 'del'],
      },
      {
        key: 'basicConfig',
        path: 'basicConfig',
        icon: 'control',
        component: 'system/basic-config',
        permission: 'basicConfig',
      },
      // The screen studio (api/studio/*): reading, drafts, publishing are separate buttons.
      {
        key: 'studio',
        path: 'studio',
        icon: 'code',
        component: 'system/studio',
        permission: 'studio',
        actions: ['list', 'edit', 'publish'],
      },
      // One screen of the studio, opened from its list (?id=…); its buttons are the studio's.
      { key: 'studioScreen', path: 'studioScreen', icon: 'code', component: 'system/studio-screen', hidden: true },
      // Who saved, published, rolled back or imported which screen; read-only.
      {
        key: 'auditLog',
        path: 'auditLog',
        icon: 'file-search',
        component: 'system/audit-log',
        permission: 'auditLog',
        actions: VIEW,
      },
      {
        key: 'translateConfig',
        path: 'translateConfig',
        icon: 'translation',
        component: 'system/translate-config',
        permission: 'translateConfig',
        actions: CONFIG,
      },
    ],
  },
  {
    area: 'tools',
    path: '/tools',
    icon: 'tool',
    operator: false,
    items: [
      { key: 'alipay', path: 'alipay', icon: 'alipay', component: 'tools/alipay', permission: 'alipay' },
      // Its buttons are the Alipay settings' (alipay:*).
      { key: 'alipayTrade', path: 'alipayTrade', icon: 'alipay', component: 'tools/alipay-trade' },
      { key: 'email', path: 'email', icon: 'mail', component: 'tools/email', permission: 'email' },
      { key: 'template', path: 'template', icon: 'layout', component: 'tools/template', permission: 'template' },
      { key: 'emailLog', path: 'emailLog', icon: 'file-search', component: 'tools/email-log', permission: 'emailLog' },
      { key: 'catalogue', path: 'catalogue', icon: 'folder', component: 'tools/catalogue', permission: 'catalogue' },
      { key: 'register', path: 'register', icon: 'user-add', component: 'tools/register', permission: 'register' },
      {
        key: 'resetPassword',
        path: 'resetPassword',
        icon: 'key',
        component: 'tools/reset-password',
        permission: 'resetPassword',
      },
      {
        key: 'fileDownload',
        path: 'fileDownload',
        icon: 'download',
        component: 'tools/file-download',
        permission: 'fileDownload',
      },
      { key: 'fileConfig', path: 'fileConfig', icon: 'file', component: 'tools/file-config', permission: 'fileConfig' },
      { key: 'aiConfig', path: 'aiConfig', icon: 'robot', component: 'tools/ai-config', permission: 'aiConfig' },
      { key: 'picture', path: 'picture', icon: 'picture', component: 'tools/picture', permission: 'picture' },
      {
        key: 'storage',
        path: 'storage',
        icon: 'cloud',
        children: [
          {
            key: 'storageLocal',
            path: 'local',
            icon: 'hdd',
            component: 'tools/storage/local',
            permission: 'storageLocal',
          },
          {
            key: 'storageQiniu',
            path: 'qiniu',
            icon: 'cloud-upload',
            component: 'tools/storage/qiniu',
            permission: 'storageQiniu',
          },
          // Hand-written view over /api/qiNiuContent; guarded by the storageQiniu buttons above.
          { key: 'qiniuContent', path: 'qiniuContent', icon: 'cloud-server', component: 'tools/qiniu-content' },
          {
            key: 'storageImage',
            path: 'image',
            icon: 'file-image',
            component: 'tools/storage/image',
            permission: 'storageImage',
          },
          {
            key: 'storageVideo',
            path: 'video',
            icon: 'video-camera',
            component: 'tools/storage/video',
            permission: 'storageVideo',
          },
        ],
      },
      // Hand-written view (the API documentation page), not a screen schema.
      { key: 'swagger', path: 'swagger', icon: 'api', component: 'tools/swagger' },
      { key: 'watermark', path: 'watermark', icon: 'highlight', component: 'tools/watermark', permission: 'watermark' },
      // Hand-written upload lists (/api/deploy/upload, /api/database/upload); running a script is its own button.
      {
        key: 'deploy',
        path: 'deploy',
        icon: 'cloud-upload',
        component: 'tools/deploy',
        permission: 'deploy',
        actions: ['list', 'add', 'del'],
      },
      {
        key: 'database',
        path: 'database',
        icon: 'console-sql',
        component: 'tools/database',
        permission: 'database',
        actions: ['list', 'add', 'del', 'run'],
      },
      // The databases scripts may run on (screen schema); both are platform-only (services/authorities.ts).
      {
        key: 'databaseTarget',
        path: 'databaseTarget',
        icon: 'database',
        component: 'tools/database-target',
        permission: 'databaseTarget',
      },
    ],
  },
  {
    area: 'news',
    path: '/news',
    icon: 'global',
    operator: true,
    items: [
      { key: 'domains', path: 'domains', icon: 'cluster', component: 'news/domains', permission: 'domains' },
      { key: 'language', path: 'language', icon: 'translation', component: 'news/language', permission: 'language' },
      { key: 'navinfo', path: 'navinfo', icon: 'profile', component: 'news/navinfo', permission: 'navinfo' },
      { key: 'news', path: 'news', icon: 'read', component: 'news/news', permission: 'news' },
      { key: 'product', path: 'product', icon: 'appstore', component: 'news/product', permission: 'product' },
      // Editors opened from the lists, not from the side menu (spec §2, tab titles).
      { key: 'addNewsDetail', path: 'addNewsDetail', icon: 'edit', component: 'news/newsDetail', hidden: true },
      { key: 'editNewsDetail', path: 'editNewsDetail/:id', icon: 'edit', component: 'news/newsDetail', hidden: true },
      {
        key: 'editProduct',
        path: 'product/editProduct/:id',
        icon: 'edit',
        component: 'news/productEdit',
        hidden: true,
      },
      {
        key: 'copyProduct',
        path: 'product/copyProduct/:id',
        icon: 'copy',
        component: 'news/productEdit',
        hidden: true,
      },
      // The content of one navigation item, by its type (spec §2 "Content routes under /news/navinfo"),
      // opened from the navigation list; the generic {navType} route takes every other type.
      ...NAV_TYPES.map((type) => ({
        key: `nav${capitalize(type)}`,
        path: `navinfo/${type}/:navUrl/:navName`,
        icon: 'file-text',
        component: 'news/navContent',
        hidden: true,
      })),
      {
        key: 'navContent',
        path: 'navinfo/:navType/:navUrl/:navName',
        icon: 'file-text',
        component: 'news/navContent',
        hidden: true,
      },
    ],
  },
  {
    area: 'materials',
    path: '/hierpuni/materia',
    icon: 'picture',
    operator: true,
    items: [
      {
        key: 'image',
        path: 'index',
        icon: 'file-image',
        component: 'hierpuni/materia/index',
        permission: 'materiaImage',
        actions: ['list', 'add', 'del'],
      },
      {
        key: 'video',
        path: 'video',
        icon: 'video-camera',
        component: 'hierpuni/materia/video',
        permission: 'materiaVideo',
        actions: ['list', 'add', 'del'],
      },
    ],
  },
  {
    area: 'diy',
    path: '/diy',
    icon: 'format-painter',
    operator: true,
    items: [
      {
        key: 'decorate',
        path: 'page/decorate',
        icon: 'edit',
        component: 'diy/decorate',
        permission: 'diy',
        actions: CONFIG,
      },
    ],
  },
  {
    area: 'shop',
    path: '/shop',
    icon: 'shop',
    operator: true,
    items: [
      { key: 'order', path: 'order', icon: 'profile', component: 'shop/order', permission: 'shopOrder' },
      { key: 'goods', path: 'goods', icon: 'shopping', component: 'shop/goods', permission: 'shopGoods' },
      { key: 'category', path: 'category', icon: 'appstore', component: 'shop/category', permission: 'shopCategory' },
      { key: 'goodsSku', path: 'goodsSku', icon: 'barcode', component: 'shop/goods-sku', permission: 'shopGoodsSku' },
      { key: 'coupon', path: 'coupon', icon: 'gift', component: 'shop/coupon', permission: 'shopCoupon' },
      { key: 'seckill', path: 'seckill', icon: 'thunderbolt', component: 'shop/seckill', permission: 'shopSeckill' },
      { key: 'bargain', path: 'bargain', icon: 'scissor', component: 'shop/bargain', permission: 'shopBargain' },
      {
        key: 'combination',
        path: 'combination',
        icon: 'usergroup-add',
        component: 'shop/combination',
        permission: 'shopCombination',
      },
    ],
  },
  {
    area: 'commerce',
    path: '/commerce',
    icon: 'shopping-cart',
    operator: false,
    items: [
      { key: 'goods', path: 'goods', icon: 'shopping', component: 'commerce/goods', permission: 'commerceGoods' },
      { key: 'live', path: 'live', icon: 'video-camera', component: 'commerce/live', permission: 'commerceLive' },
      {
        key: 'promotion',
        path: 'promotion',
        icon: 'rise',
        component: 'commerce/promotion',
        permission: 'commercePromotion',
      },
      { key: 'theme', path: 'theme', icon: 'skin', component: 'commerce/theme', permission: 'commerceTheme' },
    ],
  },
  {
    area: 'wechat',
    path: '/wechat',
    icon: 'wechat',
    operator: false,
    items: [
      { key: 'article', path: 'article', icon: 'file-text', component: 'wechat/article', permission: 'wxArticle' },
      {
        key: 'config',
        path: 'config',
        icon: 'setting',
        children: ['express', 'pay', 'point', 'postage', 'promoter', 'shop', 'sms', 'wxapp'].map((name) => ({
          key: `config${capitalize(name)}`,
          path: name,
          icon: 'setting',
          component: `wechat/config/${name}`,
          permission: `wxConfig${capitalize(name)}`,
        })),
      },
      { key: 'goods', path: 'goods', icon: 'shopping', component: 'wechat/goods', permission: 'wxGoods' },
      { key: 'live', path: 'live', icon: 'video-camera', component: 'wechat/live', permission: 'wxLive' },
      // The official-account menu's visual editor is a hand-written view; its buttons are the
      // `wechat/menu-button` screen below.
      { key: 'menu', path: 'menu', icon: 'menu', component: 'wechat/menu', permission: 'wxMenu', actions: CONFIG },
      {
        key: 'menuButton',
        path: 'menuButton',
        icon: 'bars',
        component: 'wechat/menu-button',
        permission: 'wxMenuButton',
      },
      { key: 'reply', path: 'reply', icon: 'message', component: 'wechat/reply', permission: 'wxReply' },
      { key: 'template', path: 'template', icon: 'layout', component: 'wechat/template', permission: 'wxTemplate' },
      { key: 'user', path: 'user', icon: 'user', component: 'wechat/user', permission: 'wxUser' },
    ],
  },
  {
    area: 'customer',
    path: '/customer',
    icon: 'customer-service',
    operator: true,
    items: [
      {
        key: 'imchat',
        path: 'chat/imchat',
        icon: 'message',
        component: 'imchat/index',
        permission: 'imchat',
        actions: ['list', 'del'],
      },
      {
        key: 'chatConfig',
        path: 'chat/config',
        icon: 'setting',
        component: 'imchat/config',
        permission: 'imConfig',
        actions: CONFIG,
      },
    ],
  },
  {
    area: 'social',
    path: '/social',
    icon: 'share-alt',
    operator: false,
    items: [
      { key: 'publish', path: 'publish', icon: 'send', component: 'social/publish', permission: 'socialPublish' },
      { key: 'account', path: 'account', icon: 'team', component: 'social/account', permission: 'socialAccount' },
    ],
  },
  {
    area: 'statistics',
    path: '/statistics',
    icon: 'bar-chart',
    operator: false,
    items: [
      {
        key: 'overview',
        path: 'overview',
        icon: 'line-chart',
        component: 'statistics/overview',
        permission: 'statOverview',
        actions: VIEW,
      },
      {
        key: 'visit',
        path: 'visit',
        icon: 'eye',
        component: 'statistics/visit',
        permission: 'statVisit',
        actions: VIEW,
      },
    ],
  },
  {
    area: 'monitor',
    path: '/monitor',
    icon: 'monitor',
    operator: false,
    items: [
      {
        key: 'server',
        path: 'server',
        icon: 'cloud-server',
        component: 'monitor/server',
        permission: 'server',
        actions: VIEW,
      },
      {
        key: 'cache',
        path: 'cache',
        icon: 'database',
        component: 'monitor/cache',
        permission: 'cache',
        actions: ['list', 'del'],
      },
      { key: 'sql', path: 'sql', icon: 'console-sql', component: 'monitor/sql', permission: 'sql', actions: VIEW },
      {
        key: 'online',
        path: 'online',
        icon: 'wifi',
        component: 'monitor/online',
        permission: 'online',
        actions: ['list', 'del'],
      },
    ],
  },
  {
    area: 'platform',
    path: '/platform',
    icon: 'cluster',
    operator: false,
    platformOnly: true,
    items: [
      {
        key: 'tenant',
        path: 'tenant',
        icon: 'shop',
        component: 'platform/tenant',
        permission: 'tenant',
        actions: ['list', 'add', 'edit', 'del', 'actAs'],
      },
      {
        key: 'tenantPackage',
        path: 'tenantPackage',
        icon: 'appstore',
        component: 'platform/tenant-package',
        permission: 'tenantPackage',
      },
    ],
  },
];
