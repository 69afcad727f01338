// Server messages of the screen check and the screen studio, in the three languages; each main
// catalogue spreads its language in. `{detail}` is the checker's own text (ajv, the RegExp engine).
const zhCN = {
  'screen.notJson': '不是有效的 JSON（{detail}）',
  'screen.unknownKeyword': '此处不允许这个关键字',
  'screen.invalid': '值无效：{detail}',
  'screen.badPattern': '正则表达式无法编译（{detail}）',
  'screen.browserOnly': '{rule} 只在浏览器中校验：只能用于 "x-submit": false 的字段',
  'screen.bodyCompile': '无法编译{mode}请求体的校验（{detail}）',
  'screen.idMismatch': 'id 必须是 "{id}"',
  'studio.invalid': '页面定义有 {count} 处错误',
  'studio.stale': '此页面已被他人发布了新版本（{current}），请基于最新版本修改',
  'studio.collectionOnly': '新页面只能使用集合存储（"storage": "collection"），不能是文档页面或自带调用',
  'studio.fixedKey': '覆盖内置页面时不能修改 {key}',
  'studio.pathTaken': '接口路径 {path} 已被页面 {screen} 使用',
  'studio.unknownPermission': '权限 "{name}" 在本租户中不存在',
  'studio.unknownDict': '字典 "{name}" 在本租户中不存在',
  'studio.noVersion': '此页面没有版本 {version}',
  'studio.badScreenId': '页面 id 无效：应为小写的 "目录/名称"',
  'studio.noText': '请提供页面定义（text：JSON 文本）',
} as const;

const zhTW = {
  'screen.notJson': '不是有效的 JSON（{detail}）',
  'screen.unknownKeyword': '此處不允許這個關鍵字',
  'screen.invalid': '值無效：{detail}',
  'screen.badPattern': '正規表示式無法編譯（{detail}）',
  'screen.browserOnly': '{rule} 只在瀏覽器中校驗：只能用於 "x-submit": false 的欄位',
  'screen.bodyCompile': '無法編譯{mode}請求體的校驗（{detail}）',
  'screen.idMismatch': 'id 必須是 "{id}"',
  'studio.invalid': '頁面定義有 {count} 處錯誤',
  'studio.stale': '此頁面已被他人發佈了新版本（{current}），請基於最新版本修改',
  'studio.collectionOnly': '新頁面只能使用集合儲存（"storage": "collection"），不能是文件頁面或自帶呼叫',
  'studio.fixedKey': '覆寫內建頁面時不能修改 {key}',
  'studio.pathTaken': '介面路徑 {path} 已被頁面 {screen} 使用',
  'studio.unknownPermission': '權限 "{name}" 在本租戶中不存在',
  'studio.unknownDict': '字典 "{name}" 在本租戶中不存在',
  'studio.noVersion': '此頁面沒有版本 {version}',
  'studio.badScreenId': '頁面 id 無效：應為小寫的 "目錄/名稱"',
  'studio.noText': '請提供頁面定義（text：JSON 文字）',
} satisfies Record<keyof typeof zhCN, string>;

const en = {
  'screen.notJson': 'is not valid JSON ({detail})',
  'screen.unknownKeyword': 'is not a known keyword here',
  'screen.invalid': 'is invalid: {detail}',
  'screen.badPattern': 'the pattern does not compile ({detail})',
  'screen.browserOnly': '{rule} is checked only in the browser: use it on an "x-submit": false field',
  'screen.bodyCompile': 'the {mode} request body does not compile ({detail})',
  'screen.idMismatch': 'the id must be "{id}"',
  'studio.invalid': 'The screen has {count} problem(s)',
  'studio.stale': 'Someone else published a newer version ({current}) of this screen; start from the latest',
  'studio.collectionOnly':
    'A new screen must use collection storage ("storage": "collection"), with no document kind or calls of its own',
  'studio.fixedKey': 'An override of a built-in screen cannot change {key}',
  'studio.pathTaken': 'The API path {path} is already used by the screen {screen}',
  'studio.unknownPermission': 'The permission "{name}" does not exist in this tenant',
  'studio.unknownDict': 'The dictionary "{name}" does not exist in this tenant',
  'studio.noVersion': 'This screen has no version {version}',
  'studio.badScreenId': 'Invalid screen id: it must be a lower-case "folder/name"',
  'studio.noText': 'Send the screen definition (text: its JSON)',
} satisfies Record<keyof typeof zhCN, string>;

export const studioMessages = { zh_CN: zhCN, zh_TW: zhTW, en };
