/** The shell feature as other features see it: everything they may import. */
export type { DeviceMode } from './device-mode';
export { useEdgeInset, useLayoutSlots, type AssistantSlotProps } from './layout-slots';
export { useShellPanels } from './notification-drawer-store';
export { useQuickAccessEntries, useSaveQuickAccess } from './quick-access/quick-access-entries';
export { useShellActions, useShellActionsHere } from './shell-actions-store';
export { useSectionApps } from './startup/session-settings';
export { useCustomerSummary, useProcessSummary, usePromotionLinks, useStartupDone, useTodaySchedule } from './startup/startup-queries';
export { tabOf } from './tabs/tab-rules';
export { useTabs } from './tabs/tab-store';
export { onBuildPush } from './version-build-check';
