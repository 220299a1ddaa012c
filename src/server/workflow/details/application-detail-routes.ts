import { APPLICATION_DETAIL_CALLS, type ApplicationFamily } from '../../../shared/api/workflow-detail-calls';
import { handle, type RegisteredCall } from '../../http/call-router';
import { applicationDetail } from './application-detail';

/** One handler per family call, all through the shared loader. */
export const applicationDetailHandlers: RegisteredCall[] = (Object.keys(APPLICATION_DETAIL_CALLS) as ApplicationFamily[]).map((family) =>
  handle(APPLICATION_DETAIL_CALLS[family], ({ deps, staff, input }) => applicationDetail(deps.db, staff.staffId, family, input.query)),
);
