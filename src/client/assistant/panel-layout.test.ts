import { describe, expect, it } from 'vitest';
import { dockWidth, listIsDrawer, panelLayoutOf } from './panel-layout';

describe('assistant panel layout', () => {
  it('is full screen with a drawer on phones, whatever was chosen on a wider window', () => {
    expect(panelLayoutOf({ mode: 'mobile', windowWidth: 375, fullScreen: false, docked: false })).toBe('phone');
    expect(panelLayoutOf({ mode: 'mobile', windowWidth: 1440, fullScreen: true, docked: true })).toBe('phone');
    expect(listIsDrawer('phone')).toBe(true);
  });

  it('docks only from 1280 px; below it a docked panel floats again', () => {
    expect(panelLayoutOf({ mode: 'pc', windowWidth: 1280, fullScreen: false, docked: true })).toBe('docked');
    expect(panelLayoutOf({ mode: 'pc', windowWidth: 1279, fullScreen: false, docked: true })).toBe('floating');
    expect(panelLayoutOf({ mode: 'tablet', windowWidth: 900, fullScreen: false, docked: false })).toBe('floating');
    expect(panelLayoutOf({ mode: 'pc', windowWidth: 1440, fullScreen: true, docked: true })).toBe('full');
    expect(listIsDrawer('docked')).toBe(true);
    expect(listIsDrawer('floating')).toBe(false);
  });

  it('takes about a third of the window when docked, 400 to 520 px', () => {
    expect(dockWidth(1280)).toBe(410);
    expect(dockWidth(1440)).toBe(461);
    expect(dockWidth(1100)).toBe(400);
    expect(dockWidth(2560)).toBe(520);
  });
});
