import { sendMailJob } from "../mail/mail.jobs";

/** Every job the worker runs; main.ts builds one BullMQ Worker per entry. */
export const jobRegistry = [sendMailJob] as const;
export { sendMailJob };
