// Server messages of the shop flows, WeChat, object storage and the deploy uploads, in the three
// languages. Kept apart from the main catalogues so this area grows without editing them; each
// main catalogue spreads its language in, so the keys are ordinary message keys.
const zhCN = {
  'order.transition': '订单不能从“{from}”执行“{action}”',
  'order.createState': '新订单必须是待付款、未支付、无退款状态',
  'order.expressRequired': '快递配送发货需要填写快递公司和快递单号',
  'order.refundAmount': '退款金额必须大于 0 且不超过实付金额 {max}',
  'order.refundReason': '请填写退款原因',
  'goods.missing': '商品 {id} 不存在',
  'goods.stockFromSkus': '多规格商品的库存由 SKU 库存汇总，不能直接修改',
  'wechat.notConfigured': '请先在“微信配置 → 公众号”中启用一个配置（AppID 和 AppSecret）',
  'wechat.apiError': '微信接口出错：{message}',
  'wechat.menuInvalid': '菜单不符合微信规则：{reason}',
  'storage.notConfigured': '请先添加七牛云存储配置（AccessKey、SecretKey、空间）',
  'storage.apiError': '存储服务出错：{message}',
  'upload.type': '只能上传 {types} 文件',
  'upload.tooLarge': '文件不能超过 {size} MB',
  'upload.missing': '请选择要上传的文件',
} as const;

type Key = keyof typeof zhCN;

const zhTW = {
  'order.transition': '訂單不能從「{from}」執行「{action}」',
  'order.createState': '新訂單必須是待付款、未支付、無退款狀態',
  'order.expressRequired': '快遞配送發貨需要填寫快遞公司和快遞單號',
  'order.refundAmount': '退款金額必須大於 0 且不超過實付金額 {max}',
  'order.refundReason': '請填寫退款原因',
  'goods.missing': '商品 {id} 不存在',
  'goods.stockFromSkus': '多規格商品的庫存由 SKU 庫存匯總，不能直接修改',
  'wechat.notConfigured': '請先在「微信配置 → 公眾號」中啟用一個配置（AppID 和 AppSecret）',
  'wechat.apiError': '微信介面出錯：{message}',
  'wechat.menuInvalid': '選單不符合微信規則：{reason}',
  'storage.notConfigured': '請先新增七牛雲儲存配置（AccessKey、SecretKey、空間）',
  'storage.apiError': '儲存服務出錯：{message}',
  'upload.type': '只能上傳 {types} 檔案',
  'upload.tooLarge': '檔案不能超過 {size} MB',
  'upload.missing': '請選擇要上傳的檔案',
} satisfies Record<Key, string>;

const en = {
  'order.transition': 'An order in state "{from}" cannot be "{action}"',
  'order.createState': 'A new order must be unpaid, with no payment and no refund',
  'order.expressRequired': 'Shipping by express needs the express company and the tracking number',
  'order.refundAmount': 'The refund must be more than 0 and at most the paid amount {max}',
  'order.refundReason': 'Give the reason for the refund',
  'goods.missing': 'Goods {id} do not exist',
  'goods.stockFromSkus': 'The stock of goods with several specs is the sum of their SKUs and cannot be set directly',
  'wechat.notConfigured': 'Enable an official-account configuration (AppID and AppSecret) under WeChat config first',
  'wechat.apiError': 'The WeChat API failed: {message}',
  'wechat.menuInvalid': 'The menu breaks a WeChat rule: {reason}',
  'storage.notConfigured': 'Add a Qiniu storage configuration (AccessKey, SecretKey, bucket) first',
  'storage.apiError': 'The storage service failed: {message}',
  'upload.type': 'Only {types} files can be uploaded',
  'upload.tooLarge': 'The file must not be larger than {size} MB',
  'upload.missing': 'Choose a file to upload',
} satisfies Record<Key, string>;

export const commerceMessages = { zh_CN: zhCN, zh_TW: zhTW, en };
