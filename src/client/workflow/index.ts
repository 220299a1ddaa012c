/** The workflow feature as other features see it: everything they may import. */
export {
  invalidateTaskViews,
  isStaleTask,
  useAddSign,
  useAgreeTask,
  useCc,
  useCommentTask,
  useRejectTask,
  useTransmitTask,
  useUrge,
  useWithdraw,
} from './task-actions';
export { APPLY_PATHS, applyPathOf, type StartableProcess } from './apply/apply-path';
export { uploadFile } from './apply/upload-file';
export { Combobox, useSettled, type PickerOption } from './apply/combobox';
