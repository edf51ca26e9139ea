import type { PushMessage, SendResult, VapidIdentity } from "./push-sender";

/** What the push thread starts with (push-thread.ts). */
export interface PushThreadSettings {
  vapid: VapidIdentity;
  testOrigins: readonly string[];
  testCa?: string;
}

/** A push for the thread to send, or the order to close its connections and stop. */
export type PushThreadRequest =
  { type: "send"; id: number; message: PushMessage } | { type: "close" };

/** The thread's answer to the push `id`. */
export interface PushThreadReply {
  id: number;
  result: SendResult;
}
