import { fieldRights } from '../../shared/api/field-rights-calls';
import { useCall } from '../api/use-call';

export interface PageFieldRights {
  /** The page's fields the person may not see: the page leaves their parts out (the server sends them empty). */
  hidden: ReadonlySet<string>;
  /** False until the answer came (or failed: the server's answers are then the guide). */
  ready: boolean;
}

const NONE: ReadonlySet<string> = new Set();

/** The signed-in person's field rights on a page (shell.md §7 `resource/field/get`). */
export function useFieldRights(page: string): PageFieldRights {
  const answer = useCall(fieldRights, { body: { page } }, { staleTime: 60_000 });
  const hidden = answer.data ? new Set(answer.data.fields.filter((field) => !field.visible).map((field) => field.field)) : NONE;
  return { hidden, ready: !answer.isPending };
}
