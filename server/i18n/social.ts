// Server messages of social publishing (server/social), in the three languages; each main
// catalogue spreads its language in.
const zhCN = {
  'social.post.publishAtInvalid': '发布时间不是有效的日期时间',
  'social.post.publishAtSkipped': '发布时间在时区 {zone} 中不存在（夏令时调整时跳过了这段时间），请换一个时间',
  'social.post.timeZoneUnknown': '无法识别浏览器报告的时区，发布时间无法换算；请检查电脑的时区设置',
  'social.post.publishAtPast': '发布时间必须晚于当前时间',
  'social.post.scheduleNeeds': '定时发布需要选择账号并填写发布时间',
  'social.post.accountMissing': '所选的社媒账号不存在',
  'social.post.statusByServer': '状态只能设为草稿或待发布，其他状态由发布过程设置',
  'social.post.locked': '帖子正在发布或已发布，不能再修改',
  'social.post.cannotPublish': '当前状态为“{status}”，只有草稿或待发布的帖子可以立即发布',
  'social.post.cannotRetry': '当前状态为“{status}”，只有发布失败的帖子可以重试',
  'social.post.needsAccount': '请先为帖子选择社媒账号',
  'social.account.endpointRefused': '接口地址必须是公网上的 http(s) 地址，不能指向本机或内网',
  'social.status.draft': '草稿',
  'social.status.scheduled': '待发布',
  'social.status.publishing': '发布中',
  'social.status.published': '已发布',
  'social.status.failed': '发布失败',
} as const;

type Key = keyof typeof zhCN;

const zhTW = {
  'social.post.publishAtInvalid': '發佈時間不是有效的日期時間',
  'social.post.publishAtSkipped': '發佈時間在時區 {zone} 中不存在（日光節約時間調整時跳過了這段時間），請換一個時間',
  'social.post.timeZoneUnknown': '無法識別瀏覽器回報的時區，發佈時間無法換算；請檢查電腦的時區設定',
  'social.post.publishAtPast': '發佈時間必須晚於目前時間',
  'social.post.scheduleNeeds': '排程發佈需要選擇帳號並填寫發佈時間',
  'social.post.accountMissing': '所選的社群帳號不存在',
  'social.post.statusByServer': '狀態只能設為草稿或待發佈，其他狀態由發佈過程設定',
  'social.post.locked': '貼文正在發佈或已發佈，不能再修改',
  'social.post.cannotPublish': '目前狀態為「{status}」，只有草稿或待發佈的貼文可以立即發佈',
  'social.post.cannotRetry': '目前狀態為「{status}」，只有發佈失敗的貼文可以重試',
  'social.post.needsAccount': '請先為貼文選擇社群帳號',
  'social.account.endpointRefused': '介面位址必須是公開網路上的 http(s) 位址，不能指向本機或內部網路',
  'social.status.draft': '草稿',
  'social.status.scheduled': '待發佈',
  'social.status.publishing': '發佈中',
  'social.status.published': '已發佈',
  'social.status.failed': '發佈失敗',
} satisfies Record<Key, string>;

const en = {
  'social.post.publishAtInvalid': 'The publish time is not a valid date and time',
  'social.post.publishAtSkipped':
    'The publish time does not exist in the time zone {zone} (the clocks skip it for daylight saving time); choose another time',
  'social.post.timeZoneUnknown':
    "The time zone your browser reported is not recognised, so the publish time cannot be read; check the computer's time zone setting",
  'social.post.publishAtPast': 'The publish time must be later than now',
  'social.post.scheduleNeeds': 'A scheduled post needs an account and a publish time',
  'social.post.accountMissing': 'The chosen social account does not exist',
  'social.post.statusByServer': 'The status can only be set to draft or scheduled; publishing sets the others',
  'social.post.locked': 'The post is being published or has been published and can no longer be changed',
  'social.post.cannotPublish': 'The post is "{status}"; only drafts and scheduled posts can be published now',
  'social.post.cannotRetry': 'The post is "{status}"; only failed posts can be retried',
  'social.post.needsAccount': 'Choose a social account for the post first',
  'social.account.endpointRefused':
    'The endpoint must be a public http(s) address, not this machine or an internal network',
  'social.status.draft': 'Draft',
  'social.status.scheduled': 'Scheduled',
  'social.status.publishing': 'Publishing',
  'social.status.published': 'Published',
  'social.status.failed': 'Failed',
} satisfies Record<Key, string>;

export const socialMessages = { zh_CN: zhCN, zh_TW: zhTW, en };
