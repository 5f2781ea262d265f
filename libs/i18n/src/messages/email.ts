import type { Locale } from '../locale';
import { translator } from '../translate';
import { enEmail } from './en/email.messages';
import type { TranslationOf } from './message';
import { roEmail } from './ro/email.messages';
import { ruEmail } from './ru/email.messages';

/** The `email` namespace: the customer e-mails the worker sends (Romanian is the reference). */
export const EMAIL_MESSAGES: Record<Locale, TranslationOf<typeof roEmail>> = { ro: roEmail, ru: ruEmail, en: enEmail };

/** A customer e-mail's message in `locale` (`{vignette}` is `yes` or `no`). */
export const emailText = translator('email', EMAIL_MESSAGES);
