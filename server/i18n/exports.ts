// Server messages of list limits and export jobs, in the three languages; each main catalogue
// spreads its language in. A limit's message names the limit and what to do instead.
const zhCN = {
  'query.tooManyRows': '列表超过 {limit} 行，无法一次取出全部；请分页查看或导出',
  'export.tooManyRunning': '您已有 {limit} 个导出正在进行，请等其中一个完成后再导出',
  'export.noList': '此页面没有可导出的列表',
  'export.badFormat': '导出格式应为 csv 或 xlsx',
  'export.badColumns': '导出的列 {column} 不在此页面的列表中',
  'export.failed': '导出失败，请重试',
  'export.timeZoneUnknown': '无法识别时区 {zone}',
} as const;

const zhTW = {
  'query.tooManyRows': '清單超過 {limit} 列，無法一次取出全部；請分頁檢視或匯出',
  'export.tooManyRunning': '您已有 {limit} 個匯出正在進行，請等其中一個完成後再匯出',
  'export.noList': '此頁面沒有可匯出的清單',
  'export.badFormat': '匯出格式應為 csv 或 xlsx',
  'export.badColumns': '匯出的欄 {column} 不在此頁面的清單中',
  'export.failed': '匯出失敗，請重試',
  'export.timeZoneUnknown': '無法識別時區 {zone}',
} satisfies Record<keyof typeof zhCN, string>;

const en = {
  'query.tooManyRows': 'The list has more than {limit} rows, too many to answer at once; page through it or export it',
  'export.tooManyRunning': 'You already have {limit} exports running; wait for one to finish',
  'export.noList': 'This screen has no list to export',
  'export.badFormat': 'The export format must be csv or xlsx',
  'export.badColumns': 'The column {column} is not in this screen’s list',
  'export.failed': 'The export failed; please try again',
  'export.timeZoneUnknown': 'Unknown time zone {zone}',
} satisfies Record<keyof typeof zhCN, string>;

export const exportMessages = { zh_CN: zhCN, zh_TW: zhTW, en };
