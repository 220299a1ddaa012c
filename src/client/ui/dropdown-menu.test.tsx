import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Profiler, useState, type ProfilerOnRenderCallback, type ReactNode } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { DropdownMenu } from './dropdown-menu';

function phasesOf(node: ReactNode): string[] {
  const phases: string[] = [];
  const onRender: ProfilerOnRenderCallback = (_id, phase) => void phases.push(phase);
  render(
    <Profiler id="menu" onRender={onRender}>
      {node}
    </Profiler>,
  );
  return phases;
}

const content = (onSelect: () => void) => (
  <RadixMenu.Content>
    <RadixMenu.Item onSelect={onSelect}>切换到移动版</RadixMenu.Item>
    <RadixMenu.Item>退出登录</RadixMenu.Item>
  </RadixMenu.Content>
);

afterEach(cleanup);

// What the stand-in avoids: a Radix menu sets state in the commit that mounts it ("nested-update").
it('a Radix menu mounted as is renders again in the commit that mounts it', () => {
  const phases = phasesOf(
    <RadixMenu.Root>
      <RadixMenu.Trigger>菜单</RadixMenu.Trigger>
      <RadixMenu.Portal>{content(() => {})}</RadixMenu.Portal>
    </RadixMenu.Root>,
  );
  expect(phases).toContain('nested-update');
});

it('mounts with one render: a plain button with the popup role stands in until it is pressed', () => {
  const phases = phasesOf(<DropdownMenu trigger={{ 'aria-label': '用户菜单', children: '张三' }} content={content(() => {})} />);
  expect(phases).toEqual(['mount']);
  const button = screen.getByRole('button', { name: '用户菜单' });
  expect(button.getAttribute('aria-haspopup')).toBe('menu');
  expect(button.getAttribute('aria-expanded')).toBe('false');
  expect(screen.queryByRole('menu')).toBeNull();
});

it('a press on the button opens the menu; an item runs and closes it, and the focus returns to the button', async () => {
  const onSelect = vi.fn();
  render(<DropdownMenu trigger={{ 'aria-label': '用户菜单', children: '张三' }} content={content(onSelect)} />);
  fireEvent.pointerDown(screen.getByRole('button', { name: '用户菜单' }), { button: 0, pointerType: 'mouse' });
  expect(screen.getByRole('menu')).toBeTruthy();
  // Open and modal, the menu hides the rest of the page from assistive technology.
  expect(screen.getByRole('button', { name: '用户菜单', hidden: true }).getAttribute('aria-expanded')).toBe('true');
  fireEvent.click(screen.getByRole('menuitem', { name: '切换到移动版' }));
  expect(onSelect).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('menu')).toBeNull();
  // Radix gives the focus back after the closing task.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(document.activeElement).toBe(screen.getByRole('button', { name: '用户菜单' }));
});

it('Enter on the focused button opens the menu, and Escape closes it again', () => {
  render(<DropdownMenu trigger={{ 'aria-label': '用户菜单', children: '张三' }} content={content(() => {})} />);
  const button = screen.getByRole('button', { name: '用户菜单' });
  button.focus();
  fireEvent.keyDown(button, { key: 'Enter' });
  const menu = screen.getByRole('menu');
  fireEvent.keyDown(menu, { key: 'Escape' });
  expect(screen.queryByRole('menu')).toBeNull();
  // A right-click or a modified press is not a press on a menu button.
  fireEvent.pointerDown(screen.getByRole('button', { name: '用户菜单' }), { button: 2, pointerType: 'mouse' });
  expect(screen.queryByRole('menu')).toBeNull();
});

it('a controlled menu opened from outside (the tab bar’s right-click) opens without a press', () => {
  function Outside() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          右键标签
        </button>
        <DropdownMenu open={open} onOpenChange={setOpen} trigger={{ 'aria-label': '标签操作' }} content={content(() => {})} />
      </>
    );
  }
  render(<Outside />);
  act(() => screen.getByRole('button', { name: '右键标签' }).click());
  expect(screen.getByRole('menu')).toBeTruthy();
  fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
  expect(screen.queryByRole('menu')).toBeNull();
});
