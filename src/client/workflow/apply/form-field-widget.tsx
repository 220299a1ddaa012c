import type { FormField } from '../../../shared/api/workflow-form';
import { DetailRows } from './detail-rows';
import { LeafWidget } from './field-widget';

/** One field of the apply form, any type: detail rows hold leaf fields per row. */
export function FieldWidget({ field }: { field: FormField }) {
  if (field.type === 'detail') return <DetailRows field={field} />;
  return <LeafWidget field={field} name={`formData.${field.key}`} />;
}
