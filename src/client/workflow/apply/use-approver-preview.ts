import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { operatePreview, type PreviewBody } from '../../../shared/api/workflow-apply-calls';
import type { FormField } from '../../../shared/api/workflow-form';
import { useCall } from '../../api/use-call';
import { settledFormData, type ApplyValues } from './apply-schema';
import { useSettled } from './combobox';

/** How long the form must rest before the path is asked again. */
export const PREVIEW_PAUSE_MS = 400;

/** Picked approvers worth sending: nodes with at least one person. */
function pickedApprovers(chosen: Record<string, number[] | undefined> | undefined): Record<string, number[]> {
  return Object.fromEntries(Object.entries(chosen ?? {}).filter((entry): entry is [string, number[]] => (entry[1]?.length ?? 0) > 0));
}

/**
 * Who will approve, for the values on screen: asked after a pause in typing, keyed by the values
 * (the same values are a cache hit), the previous path kept on screen while the next one loads.
 */
export function useApproverPreview(processId: number, fields: readonly FormField[], control: Control<ApplyValues>, enabled = true) {
  const values = useWatch({ control }) as Partial<ApplyValues>;
  const body: PreviewBody = {
    processId,
    formData: settledFormData(fields, values.formData ?? {}),
    chosenApprovers: pickedApprovers(values.chosen),
  };
  const settled = useSettled(JSON.stringify(body), PREVIEW_PAUSE_MS);
  const request = useMemo(() => ({ body: JSON.parse(settled) as PreviewBody }), [settled]);
  return useCall(operatePreview, enabled ? request : null, { placeholderData: keepPreviousData });
}
