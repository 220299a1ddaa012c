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
