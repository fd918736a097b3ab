import { request } from "node:http";
import { Readable } from "node:stream";
import type { PresignedUpload } from "@tierline/contracts";

/**
 * Posts a presigned upload form the way a browser does (fields, then the file as `file`), streaming the
 * file so a 200 MB body is never in memory. `origin` replaces the link's origin (the test server
 * listens on a port of its own). Answers the status and the body; a server that answers before the
 * body is all sent still gives its answer.
 */
export function postUploadForm(
  upload: Pick<PresignedUpload, "url" | "fields">,
  file: Buffer | { size: number; chunk: Buffer },
  options: { origin?: string; fileName?: string; fields?: Record<string, string> } = {},
): Promise<{ status: number; body: string }> {
  const boundary = `----tierline${Math.random().toString(16).slice(2)}`;
  const fields = { ...upload.fields, ...options.fields };
  const head = Buffer.from(
    Object.entries(fields)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join("") +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${options.fileName ?? "upload"}"\r\n` +
      "Content-Type: application/octet-stream\r\n\r\n",
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const size = Buffer.isBuffer(file) ? file.length : file.size;
  const url = new URL(upload.url);
  const target = options.origin ? new URL(`${url.pathname}${url.search}`, options.origin) : url;

  function* parts() {
    yield head;
    if (Buffer.isBuffer(file)) yield file;
    else {
      for (let sent = 0; sent < file.size; sent += file.chunk.length)
        yield file.chunk.subarray(0, Math.min(file.chunk.length, file.size - sent));
    }
    yield tail;
  }

  return new Promise((resolve, reject) => {
    const req = request(target, {
      method: "POST",
      headers: {
        "content-type": `multipart/form-data; boundary=${boundary}`,
        "content-length": head.length + size + tail.length,
      },
    });
    req.on("response", (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      res.on("error", reject);
    });
    // The server may close while the body is still going (a refused upload): its answer counts.
    req.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "EPIPE" && error.code !== "ECONNRESET") reject(error);
    });
    Readable.from(parts()).pipe(req);
  });
}
