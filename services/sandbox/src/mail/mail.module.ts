import { Module } from '@nestjs/common';
import { MailController } from './mail.controller';
import { MailSink } from './mail-sink';

/** The mail partner: an SMTP sink on SANDBOX_SMTP_PORT and the `/mail` API listing what it received. */
@Module({ controllers: [MailController], providers: [MailSink] })
export class MailModule {}
