/**
 * The route table: every section, the shell routes and the external menus, in top-navigation
 * order. Everything else (menu seed, router, access rule, palette, assistant) derives from it.
 */
import { bqSection } from './sections/bq';
import { crmSection } from './sections/crm';
import { cscSection } from './sections/csc';
import { fcSection } from './sections/fc';
import { gerSection } from './sections/ger';
import { hrmSection } from './sections/hrm';
import { mcSection } from './sections/mc';
import { ocSection } from './sections/oc';
import { qmSection } from './sections/qm';
import { rptSection } from './sections/rpt';
import { srmSection } from './sections/srm';
import { sysSection } from './sections/sys';
import { tjSection } from './sections/tj';
import type { SectionDef } from './types';

export { SHELL_ROUTES } from './shell-routes';
export { EXTERNAL_MENUS } from './external-menus';
export * from './types';

/** Sections in the order staff meet them in the top navigation. */
export const SECTIONS: readonly SectionDef[] = [
  crmSection,
  bqSection,
  qmSection,
  mcSection,
  rptSection,
  fcSection,
  ocSection,
  srmSection,
  cscSection,
  gerSection,
  tjSection,
  hrmSection,
  sysSection,
];
