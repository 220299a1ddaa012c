import type { StartableProcess } from './apply-path';

/** The seeded recharge process as 发起流程 lists it, for the apply tests. */
export const RECHARGE_PROCESS: StartableProcess = {
  id: 7,
  code: 'recharge',
  name: '充值申请',
  nameEn: 'Recharge request',
  groupName: '财务',
  formPath: '/general/process/recharge-apply/recharge/apply',
  version: 3,
};
