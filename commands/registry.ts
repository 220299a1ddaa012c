import type { Command, CommandContext } from './types';

export class DuplicateCommandError extends Error {
  constructor(readonly commandId: string) {
    super(`command "${commandId}" is already registered`);
    this.name = 'DuplicateCommandError';
  }
}

export class UnknownCommandError extends Error {
  constructor(readonly commandId: string) {
    super(`no command "${commandId}"`);
    this.name = 'UnknownCommandError';
  }
}

/**
 * Holds the commands in registration order. `run` re-checks permission and `when` so that a
 * stale palette entry or shortcut can never perform an action the user may not take now.
 */
export class CommandRegistry {
  private readonly commands = new Map<string, Command>();

  /** Adds commands; a taken id throws (two features must not silently fight over one id). */
  register(...commands: Command[]): () => void {
    const seen = new Set<string>();
    for (const command of commands) {
      if (this.commands.has(command.id) || seen.has(command.id)) throw new DuplicateCommandError(command.id);
      seen.add(command.id);
    }
    for (const command of commands) this.commands.set(command.id, command);
    return () => {
      for (const command of commands) {
        if (this.commands.get(command.id) === command) this.commands.delete(command.id);
      }
    };
  }

  get(id: string): Command | undefined {
    return this.commands.get(id);
  }

  /** All commands, or with a context only those the user may run right now. */
  list(ctx?: CommandContext): Command[] {
    const all = [...this.commands.values()];
    return ctx ? all.filter((command) => this.isAvailable(command, ctx)) : all;
  }

  isAvailable(command: Command, ctx: CommandContext): boolean {
    if (command.permission && !ctx.permissions.has(command.permission)) return false;
    return command.when ? command.when(ctx) : true;
  }

  /** Performs the command; false when it exists but is not available in this context. */
  async run(id: string, ctx: CommandContext): Promise<boolean> {
    const command = this.commands.get(id);
    if (!command) throw new UnknownCommandError(id);
    if (!this.isAvailable(command, ctx)) return false;
    await command.perform(ctx);
    return true;
  }
}

/** The app's registry; features register their commands into it at start-up. */
export const commandRegistry = new CommandRegistry();
