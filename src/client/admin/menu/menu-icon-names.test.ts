import { describe, expect, it } from 'vitest';
import { MENU_ICON_NAMES } from '../../../shared/api/admin-menu-calls';
import { MENU_ICONS } from '../../layout';

describe('menu icons an administrator may pick', () => {
  it('are exactly the icons the menu draws', () => {
    expect([...MENU_ICON_NAMES].sort()).toEqual(Object.keys(MENU_ICONS).sort());
  });
});
