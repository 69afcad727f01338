// Dictionaries of the shop, commerce, WeChat, tools and social screens (schemas/{shop,commerce,wechat,tools,social}).
// Values are what the rows store; labels are data, editable in the dictionary screen, each in
// Simplified Chinese, Traditional Chinese and English.

export interface SeedDetail {
  value: string;
  /** Simplified Chinese (the spec's `label`). */
  label: string;
  labelZhTw: string;
  labelEn: string;
}

export interface SeedDict {
  name: string;
  description: string;
  details: readonly SeedDetail[];
}

/** value → [Simplified Chinese, Traditional Chinese, English]. */
type Options = Record<string, readonly [string, string, string]>;

export const dict = (name: string, description: string, options: Options): SeedDict => ({
  name,
  description,
  details: Object.entries(options).map(([value, [label, labelZhTw, labelEn]]) => ({
    value,
    label,
    labelZhTw,
    labelEn,
  })),
});

export const shopDicts: readonly SeedDict[] = [
  dict('common_status', '启用状态', { true: ['启用', '啟用', 'Enabled'], false: ['停用', '停用', 'Disabled'] }),
  dict('shelf_status', '上下架状态', { true: ['上架', '上架', 'On shelf'], false: ['下架', '下架', 'Off shelf'] }),
  // Orders: unpaid → toShip (paid) → shipped → completed; unpaid → cancelled; refunds close an order.
  dict('order_status', '订单状态', {
    unpaid: ['待付款', '待付款', 'Awaiting payment'],
    toShip: ['待发货', '待發貨', 'To ship'],
    shipped: ['已发货', '已發貨', 'Shipped'],
    completed: ['已完成', '已完成', 'Completed'],
    cancelled: ['已取消', '已取消', 'Cancelled'],
    closed: ['已关闭', '已關閉', 'Closed'],
  }),
  dict('pay_status', '支付状态', {
    unpaid: ['未支付', '未支付', 'Unpaid'],
    paid: ['已支付', '已支付', 'Paid'],
    refunded: ['已退款', '已退款', 'Refunded'],
  }),
  dict('pay_type', '支付方式', {
    wechat: ['微信支付', '微信支付', 'WeChat Pay'],
    alipay: ['支付宝', '支付寶', 'Alipay'],
    balance: ['余额支付', '餘額支付', 'Balance'],
    offline: ['线下支付', '線下支付', 'Offline payment'],
  }),
  dict('refund_status', '退款状态', {
    none: ['无退款', '無退款', 'No refund'],
    applied: ['申请中', '申請中', 'Requested'],
    approved: ['已同意', '已同意', 'Approved'],
    rejected: ['已拒绝', '已拒絕', 'Rejected'],
    refunded: ['已退款', '已退款', 'Refunded'],
  }),
  dict('delivery_type', '配送方式', {
    express: ['快递配送', '快遞配送', 'Express delivery'],
    pickup: ['到店自提', '到店自取', 'In-store pickup'],
    local: ['同城配送', '同城配送', 'Local delivery'],
  }),
  dict('spec_type', '规格类型', {
    single: ['单规格', '單規格', 'Single specification'],
    multiple: ['多规格', '多規格', 'Multiple specifications'],
  }),
  dict('coupon_type', '优惠券类型', {
    reduction: ['满减券', '滿減券', 'Spend-and-save'],
    discount: ['折扣券', '折扣券', 'Discount'],
    noThreshold: ['无门槛券', '無門檻券', 'No minimum spend'],
  }),
  dict('coupon_scope', '优惠券适用范围', {
    all: ['全部商品', '全部商品', 'All goods'],
    category: ['指定分类', '指定分類', 'Selected categories'],
    goods: ['指定商品', '指定商品', 'Selected goods'],
  }),
  dict('sales_channel', '销售渠道', {
    mall: ['商城', '商城', 'Mall'],
    wxapp: ['小程序', '小程式', 'Mini program'],
    live: ['直播', '直播', 'Live stream'],
    distribution: ['分销', '分銷', 'Distribution'],
  }),
  dict('live_platform', '直播平台', {
    wechat: ['微信视频号', '微信視頻號', 'WeChat Channels'],
    douyin: ['抖音', '抖音', 'Douyin'],
    kuaishou: ['快手', '快手', 'Kuaishou'],
    taobao: ['淘宝直播', '淘寶直播', 'Taobao Live'],
    self: ['自建直播', '自建直播', 'Own live stream'],
  }),
  dict('live_status', '直播状态', {
    notStarted: ['未开始', '未開始', 'Not started'],
    living: ['直播中', '直播中', 'Live'],
    paused: ['暂停', '暫停', 'Paused'],
    ended: ['已结束', '已結束', 'Ended'],
  }),
  dict('promotion_type', '推广类型', {
    banner: ['广告位', '廣告位', 'Banner'],
    poster: ['海报', '海報', 'Poster'],
    link: ['推广链接', '推廣連結', 'Promotion link'],
    qrcode: ['二维码', '二維碼', 'QR code'],
    coupon: ['优惠券投放', '優惠券投放', 'Coupon campaign'],
  }),
  dict('theme_platform', '主题适用端', {
    pc: ['电脑端', '電腦端', 'Desktop'],
    mobile: ['手机端', '手機端', 'Mobile'],
    all: ['全部', '全部', 'All'],
  }),
  dict('article_status', '图文状态', {
    draft: ['草稿', '草稿', 'Draft'],
    published: ['已发布', '已發佈', 'Published'],
  }),
  dict('audit_status', '审核状态', {
    pending: ['待审核', '待審核', 'Pending review'],
    approved: ['审核通过', '審核通過', 'Approved'],
    rejected: ['审核驳回', '審核駁回', 'Rejected'],
  }),
  dict('express_provider', '物流查询服务', {
    kdniao: ['快递鸟', '快遞鳥', 'Kdniao'],
    kuaidi100: ['快递100', '快遞100', 'Kuaidi100'],
    aliyun: ['阿里云物流', '阿里雲物流', 'Alibaba Cloud Logistics'],
  }),
  dict('postage_charge_type', '运费计费方式', {
    piece: ['按件数', '按件數', 'By piece'],
    weight: ['按重量', '按重量', 'By weight'],
    volume: ['按体积', '按體積', 'By volume'],
  }),
  dict('promoter_condition', '分销资格', {
    all: ['所有用户', '所有用戶', 'All users'],
    purchased: ['消费后', '消費後', 'After a purchase'],
    apply: ['申请审核', '申請審核', 'On approved application'],
  }),
  dict('withdraw_type', '提现方式', {
    wechat: ['微信零钱', '微信零錢', 'WeChat balance'],
    alipay: ['支付宝', '支付寶', 'Alipay'],
    bank: ['银行卡', '銀行卡', 'Bank card'],
  }),
  dict('sms_provider', '短信服务商', {
    aliyun: ['阿里云', '阿里雲', 'Alibaba Cloud'],
    tencent: ['腾讯云', '騰訊雲', 'Tencent Cloud'],
  }),
  dict('wx_price_type', '微信商品价格类型', {
    fixed: ['一口价', '一口價', 'Fixed price'],
    range: ['区间价', '區間價', 'Price range'],
    discount: ['折扣价', '折扣價', 'Discounted price'],
  }),
  dict('wx_live_type', '微信直播类型', {
    phone: ['手机直播', '手機直播', 'Phone live'],
    pushStream: ['推流直播', '推流直播', 'Stream push'],
  }),
  dict('wx_menu_type', '公众号菜单类型', {
    click: ['点击推事件', '點擊推事件', 'Click event'],
    view: ['跳转网页', '跳轉網頁', 'Open web page'],
    miniprogram: ['打开小程序', '打開小程式', 'Open mini program'],
    scancode_push: ['扫码推事件', '掃碼推事件', 'Scan code event'],
    pic_sysphoto: ['拍照发图', '拍照發圖', 'Take photo'],
    location_select: ['发送位置', '發送位置', 'Send location'],
  }),
  dict('match_type', '关键字匹配方式', {
    exact: ['全匹配', '全匹配', 'Exact match'],
    fuzzy: ['模糊匹配', '模糊匹配', 'Partial match'],
  }),
  dict('social_platform', '社媒平台', {
    weibo: ['微博', '微博', 'Weibo'],
    douyin: ['抖音', '抖音', 'Douyin'],
    xiaohongshu: ['小红书', '小紅書', 'Xiaohongshu'],
    facebook: ['Facebook', 'Facebook', 'Facebook'],
    x: ['X (Twitter)', 'X (Twitter)', 'X (Twitter)'],
    linkedin: ['LinkedIn', 'LinkedIn', 'LinkedIn'],
    instagram: ['Instagram', 'Instagram', 'Instagram'],
  }),
  dict('social_post_status', '社媒发布状态', {
    draft: ['草稿', '草稿', 'Draft'],
    scheduled: ['待发布', '待發佈', 'Scheduled'],
    publishing: ['发布中', '發佈中', 'Publishing'],
    published: ['已发布', '已發佈', 'Published'],
    failed: ['发布失败', '發佈失敗', 'Failed'],
  }),
  dict('reply_type', '回复类型', {
    text: ['文本', '文字', 'Text'],
    image: ['图片', '圖片', 'Image'],
    news: ['图文', '圖文', 'Article'],
    voice: ['语音', '語音', 'Voice'],
    video: ['视频', '影片', 'Video'],
  }),
  dict('wx_template_scene', '模板消息场景', {
    orderPaid: ['支付成功', '支付成功', 'Payment succeeded'],
    orderShipped: ['订单发货', '訂單發貨', 'Order shipped'],
    orderRefunded: ['退款成功', '退款成功', 'Refund succeeded'],
    groupSuccess: ['拼团成功', '拼團成功', 'Group buy succeeded'],
    bargainSuccess: ['砍价成功', '砍價成功', 'Bargain succeeded'],
  }),
  dict('alipay_sign_type', '支付宝签名方式', { RSA2: ['RSA2', 'RSA2', 'RSA2'], RSA: ['RSA', 'RSA', 'RSA'] }),
  dict('send_status', '发送状态', {
    pending: ['待发送', '待發送', 'Pending'],
    success: ['成功', '成功', 'Sent'],
    failed: ['失败', '失敗', 'Failed'],
  }),
  dict('alipay_trade_status', '支付宝交易状态', {
    WAIT_BUYER_PAY: ['待付款', '待付款', 'Awaiting payment'],
    TRADE_SUCCESS: ['已付款', '已付款', 'Paid'],
    TRADE_FINISHED: ['交易完成', '交易完成', 'Finished'],
    TRADE_CLOSED: ['已关闭', '已關閉', 'Closed'],
  }),
  dict('template_lang', '模板语言', {
    zh_CN: ['简体中文', '簡體中文', 'Simplified Chinese'],
    zh_TW: ['繁體中文', '繁體中文', 'Traditional Chinese'],
    en: ['English', 'English', 'English'],
  }),
  dict('storage_type', '存储方式', {
    local: ['本地存储', '本地儲存', 'Local storage'],
    qiniu: ['七牛云', '七牛雲', 'Qiniu Cloud'],
  }),
  dict('register_source', '注册来源', {
    pc: ['电脑端', '電腦端', 'Desktop'],
    h5: ['手机网页', '手機網頁', 'Mobile web'],
    wxapp: ['小程序', '小程式', 'Mini program'],
    app: ['App', 'App', 'App'],
  }),
  dict('verify_channel', '验证码发送方式', { email: ['邮件', '郵件', 'E-mail'], sms: ['短信', '簡訊', 'SMS'] }),
  dict('ai_provider', 'AI 服务商', {
    openai: ['OpenAI', 'OpenAI', 'OpenAI'],
    azure: ['Azure OpenAI', 'Azure OpenAI', 'Azure OpenAI'],
    deepseek: ['DeepSeek', 'DeepSeek', 'DeepSeek'],
    qwen: ['通义千问', '通義千問', 'Qwen'],
    zhipu: ['智谱', '智譜', 'Zhipu AI'],
  }),
  dict('ai_usage', 'AI 用途', {
    translate: ['翻译', '翻譯', 'Translation'],
    writing: ['文案生成', '文案生成', 'Copywriting'],
    customerService: ['智能客服', '智慧客服', 'Customer service'],
  }),
  dict('file_type', '文件类型', {
    image: ['图片', '圖片', 'Image'],
    video: ['视频', '影片', 'Video'],
    audio: ['音频', '音訊', 'Audio'],
    document: ['文档', '文件', 'Document'],
    other: ['其他', '其他', 'Other'],
  }),
  dict('qiniu_zone', '七牛存储区域', {
    z0: ['华东', '華東', 'East China'],
    z1: ['华北', '華北', 'North China'],
    z2: ['华南', '華南', 'South China'],
    na0: ['北美', '北美', 'North America'],
    as0: ['东南亚', '東南亞', 'Southeast Asia'],
  }),
  dict('bucket_access', '存储空间类型', { public: ['公开', '公開', 'Public'], private: ['私有', '私有', 'Private'] }),
  dict('watermark_type', '水印类型', {
    text: ['文字水印', '文字浮水印', 'Text'],
    image: ['图片水印', '圖片浮水印', 'Image'],
  }),
  dict('watermark_position', '水印位置', {
    top_left: ['左上', '左上', 'Top left'],
    top_right: ['右上', '右上', 'Top right'],
    center: ['居中', '置中', 'Center'],
    bottom_left: ['左下', '左下', 'Bottom left'],
    bottom_right: ['右下', '右下', 'Bottom right'],
  }),
];
