// Server messages of Alipay payments (server/alipay, routes/alipay.ts), in the three languages;
// each main catalogue spreads its language in.
const zhCN = {
  'alipay.badAmount': '金额应在 0.01 到 100000000 元之间，最多两位小数',
  'alipay.tradeSettled': '该交易已支付或已关闭，不能再修改或支付',
  'alipay.notConfigured': '请先添加并启用支付宝配置（应用私钥和网关地址）',
  'alipay.badKey': '支付宝配置中的应用私钥无法使用，请检查',
} as const;

const zhTW = {
  'alipay.badAmount': '金額應在 0.01 到 100000000 元之間，最多兩位小數',
  'alipay.tradeSettled': '該交易已付款或已關閉，不能再修改或付款',
  'alipay.notConfigured': '請先新增並啟用支付寶設定（應用私鑰和閘道位址）',
  'alipay.badKey': '支付寶設定中的應用私鑰無法使用，請檢查',
} satisfies Record<keyof typeof zhCN, string>;

const en = {
  'alipay.badAmount': 'The amount must be 0.01 to 100000000 yuan with at most two decimals',
  'alipay.tradeSettled': 'The trade has been paid or closed and can no longer be changed or paid',
  'alipay.notConfigured': 'Add and enable Alipay settings (app private key and gateway) first',
  'alipay.badKey': 'The app private key in the Alipay settings cannot be used; check it',
} satisfies Record<keyof typeof zhCN, string>;

export const alipayMessages = { zh_CN: zhCN, zh_TW: zhTW, en };
