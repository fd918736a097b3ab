import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpSink } from "../testing/smtp-sink";
import { createMailer } from "./mailer";

const silent = { info() {}, warn() {}, error() {} };
const magic = {
  template: "magic-link" as const,
  data: { url: "http://localhost:3000/auth/magic?token=abc123", minutes: 15 },
};

describe("mailer over SMTP", () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());

  it("delivers a multipart message with the link in both parts", async () => {
    const mailer = createMailer(
      { smtpUrl: sink.url, outboxDir: "unused", from: "Tierline <no-reply@tierline.test>" },
      silent,
    );
    await mailer.send("ada@example.test", magic);
    mailer.close();
    const [mail] = await sink.waitFor(1);
    expect(mail!.to).toEqual(["ada@example.test"]);
    expect(mail!.from).toBe("no-reply@tierline.test");
    expect(mail!.raw).toContain("Subject: Your Tierline sign-in link");
    expect(mail!.raw).toContain("multipart/alternative");
    expect(mail!.raw.match(/token=3Dabc123|token=abc123/g)!.length).toBeGreaterThanOrEqual(2);
  });
});

describe("mailer without SMTP", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "outbox-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("writes each message as an .eml file and logs its link", async () => {
    const logged: object[] = [];
    const logger = { ...silent, info: (obj: object) => logged.push(obj) };
    await createMailer({ outboxDir: dir, from: "Tierline <no-reply@tierline.test>" }, logger).send(
      "bob@example.test",
      magic,
    );
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/magic-link-bob@example\.test\.eml$/);
    const eml = await readFile(path.join(dir, files[0]!), "utf8");
    expect(eml).toContain("To: bob@example.test");
    expect(eml).toContain("Subject: Your Tierline sign-in link");
    expect(logged).toContainEqual(expect.objectContaining({ link: magic.data.url }));
  });
});
