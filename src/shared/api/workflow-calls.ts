/**
 * Every workflow call declaration. The shell imports the summary from its own module, so a
 * signed-in page that shows no workflow does not build the schemas of the rest.
 */
export * from './workflow-summary-calls';
export * from './workflow-action-option-calls';
export * from './workflow-apply-calls';
export * from './workflow-definition-calls';
export * from './workflow-field-calls';
export * from './workflow-detail-calls';
export * from './workflow-operate-calls';
export * from './workflow-process-calls';
