import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "../logger";
import { type MailTemplate, renderMail } from "./templates";

interface MailerConfig {
  /** smtp:// or smtps:// URL; without one, mail is written as .eml files to `outboxDir`. */
  smtpUrl?: string;
  outboxDir: string;
  from: string;
}

export interface Mailer {
  send(to: string, mail: MailTemplate): Promise<void>;
  close(): void;
}

export function createMailer(config: MailerConfig, logger: Logger): Mailer {
  const transport = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });

  return {
    async send(to, mail) {
      const rendered = renderMail(mail);
      const info = await transport.sendMail({ from: config.from, to, ...rendered });
      if (config.smtpUrl) {
        logger.info({ to, template: mail.template, messageId: info.messageId }, "mail sent over SMTP");
        return;
      }
      // No SMTP configured: keep the message where a developer can open it, and log the link.
      await mkdir(config.outboxDir, { recursive: true });
      const file = path.join(
        config.outboxDir,
        `${Date.now()}-${mail.template}-${to.replace(/[^a-z0-9@.-]/gi, "_")}.eml`,
      );
      // Written aside, then renamed into place: whoever reads the folder (a developer, the e2e specs)
      // never sees half a message.
      await writeFile(`${file}.part`, (info as unknown as { message: Buffer }).message);
      await rename(`${file}.part`, file);
      logger.info({ to, template: mail.template, file, link: mail.data.url }, "mail written to outbox");
    },
    close() {
      transport.close();
    },
  };
}
