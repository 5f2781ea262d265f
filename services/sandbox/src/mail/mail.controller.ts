import { Body, Controller, Delete, Get, Headers, HttpCode, HttpException, Param, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import { z } from 'zod';
import { MailSink, type SinkMessage } from './mail-sink';

/** The recipient filter travels in a header or a body, never in the URL: addresses are personal data. */
export const RECIPIENT_HEADER = 'x-mail-recipient';

const searchSchema = z.object({ to: z.string().min(3).max(254) });

function summary(message: SinkMessage) {
  return {
    id: message.id,
    messageId: message.messageId,
    date: message.receivedAt.toISOString(),
    from: message.from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    hasHtml: message.html !== null,
    attachments: message.attachments.map(({ filename, contentType, size }) => ({ filename, contentType, size })),
  };
}

/** What the SMTP sink received, for tests and for people trying the product (`/mail/messages`). */
@Controller('mail')
export class MailController {
  constructor(private readonly sink: MailSink) {}

  @Get('messages')
  async list(@Headers(RECIPIENT_HEADER) recipient: string | undefined) {
    return { messages: (await this.sink.list(recipient)).map(summary) };
  }

  @Post('messages/search')
  @HttpCode(200)
  async search(@Body() body: unknown) {
    const parsed = searchSchema.safeParse(body);
    if (!parsed.success) throw new HttpException({ error: 'send { "to": "<address>" }' }, 400);
    return { messages: (await this.sink.list(parsed.data.to)).map(summary) };
  }

  @Get('messages/:id')
  async get(@Param('id') id: string) {
    const message = await this.sink.get(id);
    if (!message) throw new HttpException({ error: 'no such message' }, 404);
    return { ...summary(message), html: message.html };
  }

  @Get('messages/:id/attachments/:index')
  async attachment(@Param('id') id: string, @Param('index') index: string, @Res() res: Response): Promise<void> {
    const file = (await this.sink.get(id))?.attachments[Number(index)];
    if (!file) return void res.status(404).json({ error: 'no such attachment' });
    // Express's attachment() writes a name outside ASCII as RFC 6266's filename*: as a raw header
    // value it made Node refuse the answer (500).
    res.attachment(file.filename).type(file.contentType);
    res.send(file.content);
  }

  @Delete('messages')
  @HttpCode(204)
  clear(): void {
    this.sink.clear();
  }
}
