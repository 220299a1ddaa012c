/**
 * Sections reachable without a session (flagged `publicPrefix` in the route table). Kept apart from
 * the table so the sign-in page's guard does not load the whole route table; a test holds the two
 * in step.
 */
export const PUBLIC_PREFIXES: readonly string[] = ['/offerManage'];
