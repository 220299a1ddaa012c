import type { PushEventName } from '../../shared/api/message-calls';
import type { Lang } from '../../shared/messages';

/**
 * Open push connections (sections.md §4 "Push stream") by staff member. Everything that creates a
 * message-centre row for someone publishes it here, and each of their open connections receives
 * it. One hub per server (in AppDeps); one process holds the connections; a deployment with several portal processes would relay
 * through PostgreSQL LISTEN/NOTIFY instead.
 */
export interface PushConnection {
  staffId: number;
  /** The browser tab's id: a reconnect of the same tab replaces its old connection. */
  clientId: string;
  lang: Lang;
  send(event: PushEventName, data: unknown): void;
  close(): void;
}

export class PushHub {
  private readonly byStaff = new Map<number, Map<string, PushConnection>>();

  add(connection: PushConnection): void {
    let own = this.byStaff.get(connection.staffId);
    if (!own) {
      own = new Map();
      this.byStaff.set(connection.staffId, own);
    }
    const previous = own.get(connection.clientId);
    // Register first: closing the previous one removes it, and must not remove this one.
    own.set(connection.clientId, connection);
    previous?.close();
  }

  remove(connection: PushConnection): void {
    const own = this.byStaff.get(connection.staffId);
    if (own?.get(connection.clientId) === connection) own.delete(connection.clientId);
    if (own?.size === 0) this.byStaff.delete(connection.staffId);
  }

  /** Sends to every open connection of the staff member; the payload may depend on its language. */
  publish(staffId: number, event: PushEventName, data: (lang: Lang) => unknown): number {
    const own = this.byStaff.get(staffId);
    if (!own) return 0;
    for (const connection of own.values()) connection.send(event, data(connection.lang));
    return own.size;
  }

  /** Sends the same event to every open connection (a new build of the portal). */
  broadcast(event: PushEventName, data: unknown): number {
    let sent = 0;
    for (const own of this.byStaff.values()) {
      for (const connection of own.values()) {
        connection.send(event, data);
        sent++;
      }
    }
    return sent;
  }

  connectionsOf(staffId: number): number {
    return this.byStaff.get(staffId)?.size ?? 0;
  }

  closeAll(): void {
    for (const own of this.byStaff.values()) for (const connection of own.values()) connection.close();
    this.byStaff.clear();
  }
}
