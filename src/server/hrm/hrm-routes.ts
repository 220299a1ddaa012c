import * as calls from '../../shared/api/hrm-calls';
import { handle, type RegisteredCall } from '../http/call-router';
import { todaySchedule } from './scheduling-service';

export const hrmHandlers: RegisteredCall[] = [handle(calls.todayScheduling, async ({ deps, staff }) => todaySchedule(deps, staff.staffId))];
