/** The workflow feature as other features see it: everything they may import. */
export { workflowSeed } from './workflow-seed';
export { processSummary } from './workflow-summary';
export { myPage } from './workflow-queries';
export { sendWorkNotices, type WorkNotice } from './engine/workflow-work-notices';
