/** Strings of the shared helpers (shell.md §5). English must match. */
export const helpersZh = {
  dateRange: {
    start: '请选择开始日期',
    end: '请选择结束日期',
  },
  previewUnsupported: '暂不支持此种文件格式的文件预览',
};

export const helpersEn: typeof helpersZh = {
  dateRange: {
    start: 'Choose the start date',
    end: 'Choose the end date',
  },
  previewUnsupported: 'Files of this format cannot be previewed yet',
};
