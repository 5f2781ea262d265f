/**
 * One message. Most are plain strings with `{name}` placeholders; counted messages give one form
 * per plural category of their language (Intl.PluralRules: ro has one/few/other, ru
 * one/few/many/other, en one/other) and are chosen by the `count` parameter.
 */
export type PluralMessage = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
export type Message = string | PluralMessage;

/** A namespace of messages: flat keys (dots allowed inside a key, e.g. `order.paid`). */
export type Messages = Record<string, Message>;

/**
 * The shape another language must have to match the Romanian reference namespace `T`: every key,
 * and no other (object literals refuse excess keys), so a missing translation fails to compile.
 */
export type TranslationOf<T> = { [K in keyof T]: Message };
