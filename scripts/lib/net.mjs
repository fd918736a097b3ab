// Network probes without client libraries: a TCP connect, a few Redis commands in RESP, an HTTP poll.
import net from "node:net";
import { sleep } from "./run.mjs";

/** True when something accepts a TCP connection on host:port within `timeoutMs`. */
export function tcpAnswers(host, port, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
  });
}

/** Encodes one command as a RESP array, so passwords with spaces survive. */
function resp(args) {
  return `*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(String(a))}\r\n${a}\r\n`).join("")}`;
}

/**
 * Sends commands to the Redis server of `url` (AUTH and SELECT from the URL first) and resolves to
 * the one-line replies, e.g. ["+OK", "+PONG"]; null when it cannot connect. Only for commands that
 * answer with a single line (PING, SELECT, FLUSHDB). rediss:// (TLS) is not probed: returns null.
 */
export function redisCommands(url, commands, timeoutMs = 2000) {
  const u = new URL(url);
  if (u.protocol !== "redis:") return Promise.resolve(null);
  const all = [];
  if (u.password)
    all.push(
      u.username
        ? ["AUTH", decodeURIComponent(u.username), decodeURIComponent(u.password)]
        : ["AUTH", decodeURIComponent(u.password)],
    );
  const db = u.pathname.replace("/", "");
  if (db) all.push(["SELECT", db]);
  all.push(...commands);
  return new Promise((resolve) => {
    const socket = net.connect({ host: u.hostname || "127.0.0.1", port: Number(u.port || 6379) });
    let buffer = "";
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(timeoutMs, () => done(null));
    socket.once("error", () => done(null));
    socket.once("close", () => done(null)); // e.g. after SHUTDOWN, which does not reply
    socket.once("connect", () => socket.write(all.map(resp).join("")));
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      const lines = buffer.split("\r\n").filter(Boolean);
      if (lines.length >= all.length) done(lines.slice(all.length - commands.length));
    });
  });
}

/** True when the Redis server of `url` answers PING with PONG. */
export async function redisAnswers(url) {
  const replies = await redisCommands(url, [["PING"]]);
  return replies?.[0] === "+PONG";
}

/** Replaces the database index of a redis:// URL (`/1`). */
export function withRedisDb(url, db) {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
}

/**
 * Polls `url` until it answers 200. Gives up after `timeoutMs`, or early when `stillHopeful()`
 * turns false (the server process died). Resolves to true on 200.
 */
export async function waitForHttpOk(url, { timeoutMs = 90000, stillHopeful = () => true } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && stillHopeful()) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) return true;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  return false;
}
