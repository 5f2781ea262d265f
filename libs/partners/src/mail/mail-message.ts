import { z } from 'zod';

/** One e-mail we send: plain text always (for clients without HTML), HTML optional, files attached. */
export const mailMessageSchema = z.object({
  to: z.union([z.email(), z.array(z.email()).min(1).max(20)]),
  subject: z.string().min(1).max(250),
  text: z.string().min(1),
  html: z.string().optional(),
  replyTo: z.email().optional(),
  attachments: z
    .array(
      z.object({
        filename: z.string().min(1).max(200),
        content: z.instanceof(Buffer),
        contentType: z.string().min(3).max(100),
      }),
    )
    .max(20)
    .default([]),
});
export type MailMessage = z.input<typeof mailMessageSchema>;

export interface SentMail {
  /** The Message-ID header, for the e-mails table and support look-ups. */
  messageId: string;
}
