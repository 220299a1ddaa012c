import { customerDetail, customerQuery, customerTransfer } from '../../shared/api/crm-calls';
import { BUSINESS_PAGES } from '../../shared/business/page-links';
import { resolveDataScope } from '../business';
import { handle, type RegisteredCall } from '../http/call-router';
import { customerDetailOf } from './customer-detail';
import { queryCustomers } from './customer-service';
import { transferCustomer } from './customer-transfer';

/** Customers (CRM): list, detail and transfer, each limited to the caller's data scope. */
export const crmHandlers: RegisteredCall[] = [
  handle(customerQuery, async ({ deps, staff, input }) => queryCustomers(deps, await resolveDataScope(deps, staff.staffId), input.body)),
  handle(customerDetail, async ({ deps, staff, input }) =>
    customerDetailOf(
      deps,
      await resolveDataScope(deps, staff.staffId),
      input.query.code,
      await staff.grants.hiddenFields(BUSINESS_PAGES.clientDetails),
    ),
  ),
  handle(customerTransfer, async ({ deps, staff, input }) =>
    transferCustomer(deps, await resolveDataScope(deps, staff.staffId), input.body.code, input.body.toStaffId),
  ),
];
