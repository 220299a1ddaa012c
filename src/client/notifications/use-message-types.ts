import { useEffect, useState } from 'react';
import { messageDropList } from '../../shared/api/message-calls';
import { portalClient } from '../api/portal-client';

export interface MessageType {
  msgType: number;
  name: string;
  nameEn: string;
}

let cached: Promise<MessageType[]> | null = null;

/** The message types (getDropList), loaded once per page load. */
export function useMessageTypes(): MessageType[] {
  const [types, setTypes] = useState<MessageType[]>([]);
  useEffect(() => {
    let current = true;
    cached ??= portalClient.call(messageDropList, undefined, { silent: true }).catch(() => {
      cached = null;
      return [];
    });
    void cached.then((value) => current && setTypes(value));
    return () => {
      current = false;
    };
  }, []);
  return types;
}
