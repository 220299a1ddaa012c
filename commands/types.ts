/**
 * The one action registry's types. Everything a user can "do" in the shell (user menu, language
 * switch, and later the command palette, keyboard shortcuts and the assistant) is a Command, so
 * the same action behaves the same from every entry point. Framework-free on purpose: the client
 * supplies the context, commands only call it.
 */
import type { PermissionKey } from '../src/shared/permissions';

export type CommandLanguage = 'zh' | 'en';

export type CommandSection = 'navigation' | 'tabs' | 'account' | 'view' | 'assistant' | 'help';

export interface CommandTitle {
  zh: string;
  en: string;
}

/**
 * What the shell lets commands do (tabs, navigation chrome, drawers). Provided by the shell's
 * layout; absent outside it (sign-in pages), so commands using it check `ctx.shell` in `when`.
 */
export interface ShellActions {
  closeCurrentTab(): void;
  closeOtherTabs(): void;
  closeAllTabs(): void;
  refreshCurrentTab(): void;
  reopenClosedTab(): void;
  /** Disabled rules of shell.md §2/§4 (close current off on home; others needs > 2 tabs; all > 1). */
  canCloseCurrent(): boolean;
  canCloseOthers(): boolean;
  canCloseAll(): boolean;
  canReopenClosed(): boolean;
  toggleSideNav(): void;
  openDownloadCentre(): void;
  openNotifications(): void;
  switchToMobile(): void;
  /** Opens a path as a tab (or focuses its tab). */
  openTab(path: string): void;
  /** Opens a path in a new browser tab. */
  openInBrowserTab(path: string): void;
}

/** What the AI assistant lets commands do; present for users with the aichat permission. */
export interface AssistantActions {
  /** Opens the assistant; with a question, sends it at once. */
  open(question?: string): void;
  newConversation(): void;
}

/** What the command palette lets commands do (open it, show the shortcut cheat sheet). */
export interface PaletteActions {
  /** Opens the palette; `query` pre-fills it (e.g. "?" for ask mode). */
  open(query?: string): void;
  /** Opens the palette on the nested page of a command that takes a choice. */
  openChoices(commandId: string): void;
  isOpen(): boolean;
  showShortcuts(): void;
}

/** What a command may see and do. Built by the client for the moment the command runs. */
export interface CommandContext {
  navigate(to: string): void;
  /** Path plus query of the page on screen. */
  currentPath: string;
  /** Whether a session exists (sign-in pages have none). */
  signedIn: boolean;
  /** The user's permission keys (menus and buttons); empty when signed out. */
  permissions: ReadonlySet<string>;
  language: CommandLanguage;
  setLanguage(language: CommandLanguage): void | Promise<void>;
  signOut(): void | Promise<void>;
  openChangePassword(): void;
  shell?: ShellActions;
  assistant?: AssistantActions;
  palette?: PaletteActions;
}

export interface Command {
  /** Stable, dotted: `account.sign-out`. Shortcuts, analytics and the assistant refer to it. */
  id: string;
  title: CommandTitle;
  /** Extra search words for the palette (both languages, synonyms). */
  keywords: string[];
  /** lucide-react icon name. */
  icon?: string;
  /**
   * Key chord, `mod` = Cmd on macOS, Ctrl elsewhere: ['mod', 'shift', 'L']. Letters and digits
   * are matched by key position (Alt+A works on a Mac too); other keys by the character ('?').
   */
  shortcut?: string[];
  /** Further chords for the same command (shown in the cheat sheet), e.g. [['/']]. */
  extraShortcuts?: string[][];
  /**
   * Id of a command that takes a choice: this command is one of its choices, listed on the
   * parent's nested palette page (switch language → 中文 / English) instead of the top level.
   */
  parent?: string;
  /** For a choice: whether it is the current one (shown checked; its `when` may hide it). */
  checked?: (ctx: CommandContext) => boolean;
  /** Permission key the user must hold; none means every user who passes `when`. */
  permission?: PermissionKey;
  section?: CommandSection;
  /** Extra availability rule (e.g. only when signed in, only if not already in that language). */
  when?: (ctx: CommandContext) => boolean;
  perform: (ctx: CommandContext) => void | Promise<void>;
}
