import { CONSOLE_MESSAGES, formatMessage, type ConsoleMessages, type MessageParams } from '@asiguro/i18n';
import { consoleLanguage, type ConsoleLanguage } from './console-language';

/*
 * Every text the console shows is the `console` namespace of the one catalogue (libs/i18n), in
 * English, Romanian and Russian. The API is asked for its messages in the same language
 * (api/http.ts).
 */
export type Texts = ConsoleMessages;

export const CONSOLE_TEXTS: Record<ConsoleLanguage, Texts> = CONSOLE_MESSAGES;

/** The console's texts in the language chosen when it loaded. */
export const texts: Texts = CONSOLE_TEXTS[consoleLanguage];

/** A console text with its placeholders filled: ICU plurals and selects in the console's language. */
export function fmt(message: string, params: MessageParams): string {
  return formatMessage(consoleLanguage, `console:${message}`, message, params);
}
