import { act, cleanup, render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import type { ShellActions } from '../../../commands/types';
import { ShellActionsContext, useShellActions, useShellActionsHere } from './shell-actions-store';

const provided = { openTab: () => {} } as unknown as ShellActions;
const published = { openTab: () => {} } as unknown as ShellActions;

afterEach(() => {
  cleanup();
  useShellActions.setState({ actions: null });
});

function recorder() {
  const seen: (ShellActions | null)[] = [];
  function Part() {
    seen.push(useShellActionsHere());
    return null;
  }
  return { seen, Part };
}

it("the layout's own parts get its actions in their first render, and its publishing renders them no second time", () => {
  const { seen, Part } = recorder();
  render(
    <ShellActionsContext value={provided}>
      <Part />
    </ShellActionsContext>,
  );
  act(() => useShellActions.setState({ actions: published }));
  expect(seen).toEqual([provided]);
});

it('parts outside the layout (the palette, the shortcuts) follow what it publishes', () => {
  const { seen, Part } = recorder();
  render(<Part />);
  act(() => useShellActions.setState({ actions: published }));
  act(() => useShellActions.setState({ actions: null }));
  expect(seen).toEqual([null, published, null]);
});
