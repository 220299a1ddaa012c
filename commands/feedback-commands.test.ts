import { afterEach, describe, expect, it, vi } from 'vitest';
import { testContext } from '../tests/fixtures/command-context';
import { FEEDBACK_COMMAND_IDS, feedbackCommands, provideFeedbackActions, type FeedbackActions } from './feedback-commands';
import { CommandRegistry } from './registry';
import type { CommandContext, ShellActions } from './types';

const registry = new CommandRegistry();
registry.register(...feedbackCommands);
const shell = { openTab: vi.fn() } as unknown as ShellActions;

function actions(page: { name: string; nameEn: string } | null): FeedbackActions {
  return { open: vi.fn(), ratePage: vi.fn(), ratablePage: () => page };
}
const ids = (ctx: CommandContext) => registry.list(ctx).map((command) => command.id);

afterEach(() => provideFeedbackActions(null));

describe('feedback commands (提交反馈, 评价本页, 我的反馈)', () => {
  it('are offered only inside the layout with the feedback dialog present; 评价本页 only on a ratable page', () => {
    expect(ids(testContext({ shell }))).toEqual([]);
    provideFeedbackActions(actions(null));
    expect(ids(testContext({ shell: undefined }))).toEqual([]);
    expect(ids(testContext({ shell }))).toEqual([FEEDBACK_COMMAND_IDS.give, FEEDBACK_COMMAND_IDS.mine]);
    provideFeedbackActions(actions({ name: '我的客户', nameEn: 'My customers' }));
    expect(ids(testContext({ shell }))).toEqual([FEEDBACK_COMMAND_IDS.give, FEEDBACK_COMMAND_IDS.ratePage, FEEDBACK_COMMAND_IDS.mine]);
  });

  it('open the dialog, rate the page, and lead to my feedback by the page or the dialog', async () => {
    const provided = actions({ name: '我的客户', nameEn: 'My customers' });
    provideFeedbackActions(provided);
    const ctx = testContext({ shell });
    await registry.run(FEEDBACK_COMMAND_IDS.give, ctx);
    expect(provided.open).toHaveBeenCalledWith('submit');
    await registry.run(FEEDBACK_COMMAND_IDS.ratePage, ctx);
    expect(provided.ratePage).toHaveBeenCalled();
    await registry.run(FEEDBACK_COMMAND_IDS.mine, ctx);
    expect(provided.open).toHaveBeenLastCalledWith('mine');
    await registry.run(FEEDBACK_COMMAND_IDS.mine, testContext({ shell, permissions: new Set(['CSC_FEEDBACKMANAGEMENT_FEEDBACK']) }));
    expect(shell.openTab).toHaveBeenCalledWith('/csc/feedbackmanagement/feedback');
  });
});
