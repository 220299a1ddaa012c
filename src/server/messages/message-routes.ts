import * as calls from '../../shared/api/message-calls';
import { exportOrQueue } from '../download';
import { handle, type RegisteredCall } from '../http/call-router';
import { messageExporter } from './message-exporter';
import { MSG_TYPE_NAMES } from './message-types';
import { listMessages, markRead, typeCounts, unreadCount } from './message-service';
import { openPushStream } from './push-stream';

export const messageHandlers: RegisteredCall[] = [
  handle(calls.serverTime, async ({ deps }) => ({ now: deps.clock.now().toISOString(), timeZone: 'Asia/Shanghai' })),

  handle(calls.centerMessageList, async ({ deps, staff, input, lang }) => listMessages(deps.db, staff.staffId, input.body, lang)),

  handle(calls.homeMessageList, async ({ deps, staff, input, lang }) => listMessages(deps.db, staff.staffId, input.body, lang)),

  handle(calls.changeMessageStatus, async ({ deps, staff, input }) => ({
    changed: await markRead(deps, staff.staffId, input.body),
  })),

  handle(calls.changeMessageStatusById, async ({ deps, staff, input }) => ({
    changed: await markRead(deps, staff.staffId, { msgIds: [input.body.msgId] }),
  })),

  handle(calls.messageDropList, async () =>
    Object.entries(MSG_TYPE_NAMES).map(([type, name]) => ({ msgType: Number(type), name: name.zh, nameEn: name.en })),
  ),

  handle(calls.hasUnreadMessages, async ({ deps, staff }) => {
    const count = await unreadCount(deps.db, staff.staffId);
    return { unread: count > 0, count };
  }),

  handle(calls.messageTypeCount, async ({ deps, staff }) => typeCounts(deps.db, staff.staffId)),

  handle(calls.exportMessages, async (ctx) => exportOrQueue(ctx, messageExporter, ctx.input.body)),

  handle(calls.pushConnection, async ({ deps, staff, input, lang, c }) =>
    openPushStream(deps, c, { staffId: staff.staffId, clientId: input.query.clientId, lang }),
  ),
];
