import { Body, Controller, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import {
  contactMessageBodySchema,
  contactMessageSentSchema,
  errorResponseSchema,
  type ContactMessageBody,
} from '@asiguro/contracts';
import { t } from '@asiguro/i18n';
import { requestLocale } from '../common/request-locale';
import { ApiContract, ZodPipe } from '../common/zod-contract';
import { RateLimit } from '../security/rate-limits';
import { ContactMessages } from './contact-messages.service';
import { CurrentSession } from '../session/current-session.decorator';
import type { Session } from '../session/session';

@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(private readonly messages: ContactMessages) {}

  /** Stores the message and, through the outbox, mails it to support. */
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
    await this.messages.receive(body, session.uid, locale);
    return { code: 'contact-form-sent', message: t(locale, 'errors.contact-form-sent') };
  }
}
