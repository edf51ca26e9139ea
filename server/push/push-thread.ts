/**
 * The push sender's own thread (server/push/README.md#the-queue, "The thread"): receives the
 * pushes the sending loop hands over, sends each with PushSender, and answers with what the push
 * service made of it. The thread runs at a lower priority than the event loop that answers the
 * screens and the submissions, so a fan-out takes the CPU they leave.
 */
import { parentPort, workerData } from "node:worker_threads";
import { PushSender, type VapidIdentity } from "./push-sender";
import type { PushThreadReply, PushThreadRequest, PushThreadSettings } from "./push-thread-wire";
import { lowerThreadPriority } from "./thread-priority";

/** How much lower the thread's priority is (Linux niceness: 0 is the server's, 19 the lowest). */
export const PUSH_THREAD_NICENESS = 10;

const port = parentPort;
if (port) {
  const settings = workerData as PushThreadSettings;
  const vapid: VapidIdentity = settings.vapid;
  const sender = new PushSender(vapid, settings.testOrigins, settings.testCa);
  lowerThreadPriority(PUSH_THREAD_NICENESS);
  port.on("message", (request: PushThreadRequest) => {
    if (request.type === "close") {
      sender.close();
      port.close();
      return;
    }
    void sender.send(request.message).then((result) => {
      const reply: PushThreadReply = { id: request.id, result };
      port.postMessage(reply);
    });
  });
}
