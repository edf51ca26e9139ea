import http from "node:http";

/**
 * Opens /api/screen/stream from its start (`?after=0`) on a connection of its own, as one big
 * screen, and hands each `message` event's submission id to `onMessage` with its arrival time
 * (`performance.now()`). Resolves once the stream answers 200; the benches close it with
 * `destroy()`.
 */
export function openScreenStream(
  url: string,
  onMessage: (id: number, arrivedAt: number) => void,
): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${url}/api/screen/stream?after=0`, {
      agent: false,
      headers: { accept: "text/event-stream" },
    });
    request.on("error", reject);
    request.on("response", (response) => {
      if (response.statusCode !== 200) reject(new Error(`stream: ${response.statusCode}`));
      let buffer = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        const now = performance.now();
        buffer += chunk;
        for (let end = buffer.indexOf("\n\n"); end !== -1; end = buffer.indexOf("\n\n")) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(frame)?.[1] ?? "message";
          const data = /^data: (.*)$/m.exec(frame)?.[1];
          if (event === "message" && data) onMessage((JSON.parse(data) as { id: number }).id, now);
        }
      });
      resolve(request);
    });
  });
}
