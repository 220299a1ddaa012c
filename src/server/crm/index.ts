/** The CRM feature as other features see it: everything they may import. */
export { moveCustomerOwner } from './customer-owner-history';
export { customerTermsOf } from './customer-terms-detail';
