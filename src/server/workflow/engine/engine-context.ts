import type { FlowGraph, NodePlace } from '../../../shared/api/workflow-graph';
import type { FormField } from '../../../shared/api/workflow-form';
import type { Db } from '../../db/database';
import type { workflowInstances } from '../../db/schema/index';
import type { Notice } from './workflow-notices';

export type InstanceRow = typeof workflowInstances.$inferSelect;

/** Everything one move of a request works with, inside its transaction (the instance row is locked). */
export interface EngineRun {
  tx: Db;
  now: Date;
  instance: InstanceRow;
  graph: FlowGraph;
  fields: FormField[];
  places: Map<string, NodePlace>;
  serviceName: string | null;
  processName: { zh: string; en: string };
  /** Sent after the transaction commits, so a rolled-back move notifies nobody. */
  notices: Notice[];
}
