import { Body, Controller, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import {
  contactMessageBodySchema,
  contactMessageSentSchema,
  errorResponseSchema,
  type ContactMessageBody,
} from '@asiguro/domain';
import { t } from '@asiguro/i18n';
import { writeOutbox } from '@asiguro/orchestration';
import { ContactMessageEntity, row } from '@asiguro/persistence';
import { requestLocale } from '../common/request-locale';
import { ApiContract, ZodPipe } from '../common/zod-contract';
import { RateLimit } from '../security/rate-limits';
import { CurrentSession } from '../session/current-session.decorator';
import type { Session } from '../session/session';

@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Stores the message and, through the outbox, mails it to support (the API never waits on mail). */
  @Post()
  @RateLimit('contact')
  @ApiContract({
    body: contactMessageBodySchema,
    responses: {
      201: { description: 'contact-form-sent', schema: contactMessageSentSchema },
      400: { description: 'validation-failed', schema: errorResponseSchema },
      429: { description: 'rate-limited', schema: errorResponseSchema },
    },
  })
  async send(
    @Body(new ZodPipe(contactMessageBodySchema)) body: ContactMessageBody,
    @CurrentSession() session: Session,
    @Req() req: Request,
  ) {
    const locale = requestLocale(req);
    await this.db.transaction(async (tx) => {
      const inserted = await tx.insert(
        ContactMessageEntity,
        row<ContactMessageEntity>({
          authorUid: session.uid,
          name: body.name,
          email: body.email,
          message: body.message,
          lang: locale,
        }),
      );
      await writeOutbox(
        tx,
        [{ jobName: 'contact-message', payload: { messageId: inserted.identifiers[0].id as string } }],
        null,
      );
    });
    return { code: 'contact-form-sent', message: t(locale, 'errors.contact-form-sent') };
  }
}
