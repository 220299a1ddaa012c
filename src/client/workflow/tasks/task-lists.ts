import type { CallDef } from '../../../shared/api/define-call';
import { myApplyPage, myCcMePage, myHandlePage, myToDoPage } from '../../../shared/api/workflow-calls';

/** The four lists of the process centre: the page, the call it pages through and its profile page. */
export type TaskListKind = 'todo' | 'apply' | 'handle' | 'cc';

export interface TaskListDef {
  kind: TaskListKind;
  path: string;
  profilePath: string;
  call: typeof myToDoPage;
  /** Task lists show the step and when the task arrived; request lists when the request started. */
  taskColumns: boolean;
}

const def = (kind: TaskListKind, path: string, call: CallDef, taskColumns: boolean): TaskListDef => ({
  kind,
  path,
  profilePath: `${path}/profile`,
  // The four calls share one declaration shape (myPage in the contract); only id and path differ.
  call: call as typeof myToDoPage,
  taskColumns,
});

export const TASK_LISTS: Readonly<Record<TaskListKind, TaskListDef>> = {
  todo: def('todo', '/general/my-agent', myToDoPage, true),
  apply: def('apply', '/general/my-initiate', myApplyPage, false),
  handle: def('handle', '/general/my-handle', myHandlePage, true),
  cc: def('cc', '/general/my-deliver', myCcMePage, false),
};

/** The profile link of a request from a list: `/general/my-agent/profile?id=42`. */
export const profileLink = (kind: TaskListKind, instanceId: number): string => `${TASK_LISTS[kind].profilePath}?id=${instanceId}`;

/** Which list a profile path belongs to (the profile's back link and next to-do follow it). */
export function listOfProfile(pathname: string): TaskListDef {
  return Object.values(TASK_LISTS).find((list) => pathname.startsWith(list.profilePath)) ?? TASK_LISTS.todo;
}
