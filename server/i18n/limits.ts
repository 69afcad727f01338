// Server messages of the rate limits and lockouts (429 answers and chat error frames), in the
// three languages; each main catalogue spreads its language in. They say how long to wait.
const zhCN = {
  'limit.retryInMinutes': '尝试次数过多，请 {minutes} 分钟后再试',
  'limit.retryInSeconds': '操作过于频繁，请 {seconds} 秒后再试',
  'upload.badName': '文件名不能包含控制字符',
} as const;

const zhTW = {
  'limit.retryInMinutes': '嘗試次數過多，請 {minutes} 分鐘後再試',
  'limit.retryInSeconds': '操作過於頻繁，請 {seconds} 秒後再試',
  'upload.badName': '檔案名稱不能包含控制字元',
} satisfies Record<keyof typeof zhCN, string>;

const en = {
  'limit.retryInMinutes': 'Too many attempts, please try again in {minutes} minutes',
  'limit.retryInSeconds': 'Too many requests, please try again in {seconds} seconds',
  'upload.badName': 'The file name must not contain control characters',
} satisfies Record<keyof typeof zhCN, string>;

export const limitMessages = { zh_CN: zhCN, zh_TW: zhTW, en };
