// Dictionaries of the shop, commerce, WeChat, tools and social screens (schemas/{shop,commerce,wechat,tools,social}).
// Values are what the rows store; labels are data, editable in the dictionary screen.

export interface SeedDict {
  name: string;
  description: string;
  details: readonly { label: string; value: string }[];
}

type Options = Record<string, string>;

const dict = (name: string, description: string, options: Options): SeedDict => ({
  name,
  description,
  details: Object.entries(options).map(([value, label]) => ({ label, value })),
});

export const shopDicts: readonly SeedDict[] = [
  dict('common_status', '启用状态', { true: '启用', false: '停用' }),
  dict('shelf_status', '上下架状态', { true: '上架', false: '下架' }),
  // Orders: unpaid → toShip (paid) → shipped → completed; unpaid → cancelled; refunds close an order.
  dict('order_status', '订单状态', {
    unpaid: '待付款',
    toShip: '待发货',
    shipped: '已发货',
    completed: '已完成',
    cancelled: '已取消',
    closed: '已关闭',
  }),
  dict('pay_status', '支付状态', { unpaid: '未支付', paid: '已支付', refunded: '已退款' }),
  dict('pay_type', '支付方式', { wechat: '微信支付', alipay: '支付宝', balance: '余额支付', offline: '线下支付' }),
  dict('refund_status', '退款状态', {
    none: '无退款',
    applied: '申请中',
    approved: '已同意',
    rejected: '已拒绝',
    refunded: '已退款',
  }),
  dict('delivery_type', '配送方式', { express: '快递配送', pickup: '到店自提', local: '同城配送' }),
  dict('spec_type', '规格类型', { single: '单规格', multiple: '多规格' }),
  dict('coupon_type', '优惠券类型', { reduction: '满减券', discount: '折扣券', noThreshold: '无门槛券' }),
  dict('coupon_scope', '优惠券适用范围', { all: '全部商品', category: '指定分类', goods: '指定商品' }),
  dict('sales_channel', '销售渠道', { mall: '商城', wxapp: '小程序', live: '直播', distribution: '分销' }),
  dict('live_platform', '直播平台', {
    wechat: '微信视频号',
    douyin: '抖音',
    kuaishou: '快手',
    taobao: '淘宝直播',
    self: '自建直播',
  }),
  dict('live_status', '直播状态', { notStarted: '未开始', living: '直播中', paused: '暂停', ended: '已结束' }),
  dict('promotion_type', '推广类型', {
    banner: '广告位',
    poster: '海报',
    link: '推广链接',
    qrcode: '二维码',
    coupon: '优惠券投放',
  }),
  dict('theme_platform', '主题适用端', { pc: '电脑端', mobile: '手机端', all: '全部' }),
  dict('article_status', '图文状态', { draft: '草稿', published: '已发布' }),
  dict('audit_status', '审核状态', { pending: '待审核', approved: '审核通过', rejected: '审核驳回' }),
  dict('express_provider', '物流查询服务', { kdniao: '快递鸟', kuaidi100: '快递100', aliyun: '阿里云物流' }),
  dict('postage_charge_type', '运费计费方式', { piece: '按件数', weight: '按重量', volume: '按体积' }),
  dict('promoter_condition', '分销资格', { all: '所有用户', purchased: '消费后', apply: '申请审核' }),
  dict('withdraw_type', '提现方式', { wechat: '微信零钱', alipay: '支付宝', bank: '银行卡' }),
  dict('sms_provider', '短信服务商', { aliyun: '阿里云', tencent: '腾讯云' }),
  dict('wx_price_type', '微信商品价格类型', { fixed: '一口价', range: '区间价', discount: '折扣价' }),
  dict('wx_live_type', '微信直播类型', { phone: '手机直播', pushStream: '推流直播' }),
  dict('wx_menu_type', '公众号菜单类型', {
    click: '点击推事件',
    view: '跳转网页',
    miniprogram: '打开小程序',
    scancode_push: '扫码推事件',
    pic_sysphoto: '拍照发图',
    location_select: '发送位置',
  }),
  dict('match_type', '关键字匹配方式', { exact: '全匹配', fuzzy: '模糊匹配' }),
  dict('social_platform', '社媒平台', {
    weibo: '微博',
    douyin: '抖音',
    xiaohongshu: '小红书',
    facebook: 'Facebook',
    x: 'X (Twitter)',
    linkedin: 'LinkedIn',
    instagram: 'Instagram',
  }),
  dict('social_post_status', '社媒发布状态', {
    draft: '草稿',
    scheduled: '待发布',
    publishing: '发布中',
    published: '已发布',
    failed: '发布失败',
  }),
  dict('reply_type', '回复类型', { text: '文本', image: '图片', news: '图文', voice: '语音', video: '视频' }),
  dict('wx_template_scene', '模板消息场景', {
    orderPaid: '支付成功',
    orderShipped: '订单发货',
    orderRefunded: '退款成功',
    groupSuccess: '拼团成功',
    bargainSuccess: '砍价成功',
  }),
  dict('alipay_sign_type', '支付宝签名方式', { RSA2: 'RSA2', RSA: 'RSA' }),
  dict('send_status', '发送状态', { pending: '待发送', success: '成功', failed: '失败' }),
  dict('alipay_trade_status', '支付宝交易状态', {
    WAIT_BUYER_PAY: '待付款',
    TRADE_SUCCESS: '已付款',
    TRADE_FINISHED: '交易完成',
    TRADE_CLOSED: '已关闭',
  }),
  dict('template_lang', '模板语言', { zh_CN: '简体中文', zh_TW: '繁體中文', en: 'English' }),
  dict('storage_type', '存储方式', { local: '本地存储', qiniu: '七牛云' }),
  dict('register_source', '注册来源', { pc: '电脑端', h5: '手机网页', wxapp: '小程序', app: 'App' }),
  dict('verify_channel', '验证码发送方式', { email: '邮件', sms: '短信' }),
  dict('ai_provider', 'AI 服务商', {
    openai: 'OpenAI',
    azure: 'Azure OpenAI',
    deepseek: 'DeepSeek',
    qwen: '通义千问',
    zhipu: '智谱',
  }),
  dict('ai_usage', 'AI 用途', { translate: '翻译', writing: '文案生成', customerService: '智能客服' }),
  dict('file_type', '文件类型', { image: '图片', video: '视频', audio: '音频', document: '文档', other: '其他' }),
  dict('qiniu_zone', '七牛存储区域', { z0: '华东', z1: '华北', z2: '华南', na0: '北美', as0: '东南亚' }),
  dict('bucket_access', '存储空间类型', { public: '公开', private: '私有' }),
  dict('watermark_type', '水印类型', { text: '文字水印', image: '图片水印' }),
  dict('watermark_position', '水印位置', {
    top_left: '左上',
    top_right: '右上',
    center: '居中',
    bottom_left: '左下',
    bottom_right: '右下',
  }),
];
