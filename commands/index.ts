import { accountCommands } from './account-commands';
import { assistantCommands } from './assistant-commands';
import { feedbackCommands } from './feedback-commands';
import { mailCommands } from './mail-commands';
import { paletteCommands } from './palette-commands';
import { schedulingCommands } from './scheduling-commands';
import { commandRegistry } from './registry';
import { shellCommands } from './shell-commands';
import { versionCommands } from './version-commands';
import { devicesCommands } from './devices-commands';
import { adminCommands } from './admin-commands';
import { auditCommands } from './audit-commands';
import { workflowCommands } from './workflow-commands';

/**
 * The app's registry with the built-in commands. Importing this module registers them once
 * (ES modules evaluate once); later features add theirs with commandRegistry.register(...).
 */
const unregister = commandRegistry.register(
  ...accountCommands,
  ...assistantCommands,
  ...paletteCommands,
  ...shellCommands,
  ...workflowCommands,
  ...mailCommands,
  ...feedbackCommands,
  ...versionCommands,
  ...schedulingCommands,
  ...devicesCommands,
  ...adminCommands,
  ...auditCommands,
);
// Vite hot reload re-runs this module: give the ids back first instead of tripping the duplicate check.
import.meta.hot?.dispose(unregister);

export { commandRegistry };
export { ACCOUNT_COMMAND_IDS } from './account-commands';
export { ASSISTANT_COMMAND_IDS } from './assistant-commands';
export { FEEDBACK_COMMAND_IDS } from './feedback-commands';
export { MAIL_COMMAND_IDS } from './mail-commands';
export { PALETTE_COMMAND_IDS } from './palette-commands';
export { SCHEDULING_COMMAND_IDS } from './scheduling-commands';
export { SHELL_COMMAND_IDS } from './shell-commands';
export { VERSION_COMMAND_IDS } from './version-commands';
export { WORKFLOW_COMMAND_IDS } from './workflow-commands';
export { DEVICES_COMMAND_IDS } from './devices-commands';
export { ADMIN_COMMAND_IDS } from './admin-commands';
export { AUDIT_COMMAND_IDS } from './audit-commands';
export { CommandRegistry, DuplicateCommandError, UnknownCommandError } from './registry';
export type * from './types';
