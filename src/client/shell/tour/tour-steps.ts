import type { MenuNode } from '../../../shared/api/staff-calls';
import { SECTIONS, type Title } from '../../../shared/routes/index';
import { groupKey } from '../../../shared/routes/menu-keys';

/**
 * The navigation tour of business operations (shell.md §2): one step per navigation group —
 * public, SMS, voice — beside its menu, with the group landing page's text from the route table.
 * Finishing or skipping stores `{group}_guide` (here `oc_guide`) in the user's base data.
 */
export const TOUR_GROUP = 'oc';
export const TOUR_FLAG = `${TOUR_GROUP}_guide`;
const AREA = 'OC';
const GROUPS = ['public', 'sms', 'voice'] as const;

export interface TourStep {
  /** Menu id of the group, the anchor in the side navigation. */
  menuId: number;
  title: Title;
  text: Title;
}

const oc = SECTIONS.find((section) => section.area === AREA);

/** The steps the user's own menu supports (a group they cannot see has no step). */
export function tourSteps(tree: readonly MenuNode[]): TourStep[] {
  const section = tree.find((node) => node.international === AREA);
  if (!section || !oc) return [];
  return GROUPS.flatMap((key) => {
    const node = section.children.find((child) => child.international === groupKey(AREA, key));
    const group = oc.groups.find((candidate) => candidate.key === key);
    const landing = group?.pages.find((page) => page.path === `${oc.prefix}/${key}`);
    if (!node || !group || !landing?.description) return [];
    return [{ menuId: node.id, title: group.title, text: landing.description }];
  });
}

/** The tour shows for the business-operations layout while its flag is still empty. */
export function shouldShowTour(flag: unknown, activeLayout: string | null, steps: readonly TourStep[]): boolean {
  return (flag === undefined || flag === null || flag === '') && activeLayout === TOUR_GROUP && steps.length > 0;
}
