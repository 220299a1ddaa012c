import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PERMISSION_KEYS } from '../../shared/permissions';
import { queryClient } from '../api/query-client';
import { setLanguage } from '../i18n/i18n';
import { testContext, testServices } from '../../../tests/fixtures/palette-context';
import type { PalettePerson, PeopleAdminServices } from './people-admin-actions';
import type { PaletteServices } from './palette-types';
import { PaletteView } from './palette-view';

beforeAll(() => setLanguage('zh'));
afterEach(() => {
  cleanup();
  queryClient.clear();
});

const zhangWei: PalettePerson = { staffId: 3, name: '张伟', jobNumber: 'SB1002', deptNames: ['销售二部'], status: 'active' };

const ALL_ACTIONS = ['action:copyJobNumber', 'action:userDisable', 'action:userResetPassword', 'action:userAssignRoles'];

/** The signed-in administrator is 周启明 (staff 1) unless a test says otherwise. */
function servicesFor(
  permissions: string[],
  person: PalettePerson = zhangWei,
  selfId: number | null = 1,
): PaletteServices & { peopleAdmin: PeopleAdminServices } {
  const peopleAdmin: PeopleAdminServices = {
    search: vi.fn(async () => [person]),
    setStatus: vi.fn(async (_id: number, status: PalettePerson['status']) => ({ ...person, status })),
    selfId: () => selfId,
  };
  return { ...testServices(testContext({ permissions: new Set(permissions) })), peopleAdmin };
}

const keys = () => screen.queryAllByRole('option').map((option) => option.getAttribute('data-key'));
function open(services: PaletteServices) {
  const onClose = vi.fn();
  render(<PaletteView open onClose={onClose} services={services} start={{ query: '@', choices: null }} session={1} />);
  return { input: screen.getByRole('combobox'), onClose };
}

describe('palette @ for administrators', () => {
  it('an administrator disables an account after confirming it', async () => {
    const services = servicesFor(['HOME', PERMISSION_KEYS.userAdmin]);
    const { input } = open(services);
    await waitFor(() => expect(keys()).toEqual(['person:3']));
    expect(services.searchPeople).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(keys()).toEqual(ALL_ACTIONS);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByRole('option', { name: /确认禁用 张伟 的账号/ })).toBeTruthy();
    expect(services.peopleAdmin.setStatus).not.toHaveBeenCalled();
    await act(async () => fireEvent.keyDown(input, { key: 'Enter' }));
    expect(services.peopleAdmin.setStatus).toHaveBeenCalledWith(3, 'disabled');
    expect(services.notify).toHaveBeenCalledWith('已禁用 张伟 的账号');
  });

  it('a disabled account is found, marked, and offered 启用', async () => {
    const services = servicesFor(['HOME', PERMISSION_KEYS.userAdmin], { ...zhangWei, status: 'disabled' });
    const { input } = open(services);
    await waitFor(() => expect(keys()).toEqual(['person:3']));
    expect(screen.getByRole('option').textContent).toContain('已停用');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(keys()).toEqual(['action:copyJobNumber', 'action:userEnable', 'action:userResetPassword', 'action:userAssignRoles']);
  });

  it.each([
    ['重置密码…', '/setModule/authManage/user?reset=3'],
    ['分配角色…', '/setModule/authManage/user?edit=3'],
  ])('%s closes the palette and opens the users page with the dialog (no confirmation in the palette)', async (title, path) => {
    const services = servicesFor(['HOME', PERMISSION_KEYS.userAdmin]);
    const { input, onClose } = open(services);
    await waitFor(() => expect(keys()).toEqual(['person:3']));
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(keys()).toEqual(ALL_ACTIONS);
    fireEvent.click(screen.getByRole('option', { name: new RegExp(title) }));
    expect(onClose).toHaveBeenCalled();
    expect(services.ctx.navigate).toHaveBeenCalledWith(path);
    expect(services.peopleAdmin.setStatus).not.toHaveBeenCalled();
  });

  it('on the own account offers neither 禁用 nor 重置密码, only 分配角色', async () => {
    const services = servicesFor(['HOME', PERMISSION_KEYS.userAdmin], zhangWei, zhangWei.staffId);
    const { input } = open(services);
    await waitFor(() => expect(keys()).toEqual(['person:3']));
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(keys()).toEqual(['action:copyJobNumber', 'action:userAssignRoles']);
  });

  it('a person without the users page searches colleagues as before and gets no administrator actions', async () => {
    const services = servicesFor(['HOME', 'CRM']);
    const { input } = open(services);
    await waitFor(() => expect(keys()).toEqual(['person:7']));
    expect(services.peopleAdmin.search).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(keys()).toEqual(['action:copyJobNumber']);
  });
});
