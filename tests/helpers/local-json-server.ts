// A node:http server on 127.0.0.1 (random port) for the provider mocks: it hands
// each request's parsed JSON body to the handler and, on close, also ends the
// connections clients keep alive.
import http from "node:http";
import type { AddressInfo, Socket } from "node:net";

export type JsonHandler = (
  req: http.IncomingMessage,
  body: Record<string, unknown>,
  res: http.ServerResponse,
) => void;

export async function startLocalJsonServer(handler: JsonHandler) {
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => {
      raw += c;
    });
    req.on("end", () => handler(req, raw ? (JSON.parse(raw) as Record<string, unknown>) : {}, res));
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
