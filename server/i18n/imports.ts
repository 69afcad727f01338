// Server messages of import jobs, in the three languages; each main catalogue spreads its
// language in. A limit's message names the limit and what to do instead.
const zhCN = {
  'import.noForm': '此页面没有可导入的表单',
  'import.fileMissing': '请选择要导入的 CSV 或 .xlsx 文件',
  'import.tooLarge': '文件超过 {limit} MB，请拆分成几个文件分批导入',
  'import.tooManyRows': '文件超过 {limit} 行数据，请拆分成几个文件分批导入',
  'import.badFile': '无法读取此文件，请上传 CSV（UTF-8）或 .xlsx 文件',
  'import.noColumns': '文件第一行没有此页面表单的列标题，请下载导入模板并按模板填写',
  'import.empty': '文件中没有数据行',
  'import.notChecked': '此导入尚未通过检查，不能写入',
  'import.running': '此导入正在进行，请等它完成',
  'import.rowFailed': '第 {row} 行写入失败，整个导入已撤销，没有写入任何数据',
  'import.failed': '导入失败，没有写入任何数据，请重试',
  'import.tooManyRunning': '您已有 {limit} 个导入正在进行，请等其中一个完成后再导入',
  'import.badFormat': '模板格式应为 csv 或 xlsx',
} as const;

const zhTW = {
  'import.noForm': '此頁面沒有可匯入的表單',
  'import.fileMissing': '請選擇要匯入的 CSV 或 .xlsx 檔案',
  'import.tooLarge': '檔案超過 {limit} MB，請拆分成幾個檔案分批匯入',
  'import.tooManyRows': '檔案超過 {limit} 列資料，請拆分成幾個檔案分批匯入',
  'import.badFile': '無法讀取此檔案，請上傳 CSV（UTF-8）或 .xlsx 檔案',
  'import.noColumns': '檔案第一列沒有此頁面表單的欄標題，請下載匯入範本並依範本填寫',
  'import.empty': '檔案中沒有資料列',
  'import.notChecked': '此匯入尚未通過檢查，不能寫入',
  'import.running': '此匯入正在進行，請等它完成',
  'import.rowFailed': '第 {row} 列寫入失敗，整個匯入已撤銷，沒有寫入任何資料',
  'import.failed': '匯入失敗，沒有寫入任何資料，請重試',
  'import.tooManyRunning': '您已有 {limit} 個匯入正在進行，請等其中一個完成後再匯入',
  'import.badFormat': '範本格式應為 csv 或 xlsx',
} satisfies Record<keyof typeof zhCN, string>;

const en = {
  'import.noForm': 'This screen has no form to import into',
  'import.fileMissing': 'Choose a CSV or .xlsx file to import',
  'import.tooLarge': 'The file is larger than {limit} MB; split it into several files and import them one by one',
  'import.tooManyRows':
    'The file has more than {limit} data rows; split it into several files and import them one by one',
  'import.badFile': 'This file cannot be read; upload a CSV (UTF-8) or .xlsx file',
  'import.noColumns': 'The first row names none of this form’s columns; download the import template and fill it in',
  'import.empty': 'The file has no data rows',
  'import.notChecked': 'This import has not passed its check and cannot be written',
  'import.running': 'This import is still running; wait for it to finish',
  'import.rowFailed': 'Row {row} could not be written; the whole import was undone and nothing was written',
  'import.failed': 'The import failed and nothing was written; please try again',
  'import.tooManyRunning': 'You already have {limit} imports running; wait for one to finish',
  'import.badFormat': 'The template format must be csv or xlsx',
} satisfies Record<keyof typeof zhCN, string>;

export const importMessages = { zh_CN: zhCN, zh_TW: zhTW, en };
