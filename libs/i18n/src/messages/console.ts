import type { Locale } from '../locale';
import { enConsole } from './en/console.messages';
import type { TranslationOf } from './message';
import { roConsole } from './ro/console.messages';
import { ruConsole } from './ru/console.messages';

/** The `console` namespace: the staff console's texts, in the shape its screens read them. */
export type ConsoleMessages = TranslationOf<typeof enConsole>;

export const CONSOLE_MESSAGES: Record<Locale, ConsoleMessages> = { ro: roConsole, ru: ruConsole, en: enConsole };
