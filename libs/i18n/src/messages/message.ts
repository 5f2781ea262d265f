/**
 * One message: an ICU MessageFormat string (FormatJS intl-messageformat), with `{name}`
 * placeholders, `{count, plural, one {# zi} few {# zile} other {# de zile}}` (the categories of
 * the language: ro one/few/other, ru one/few/many/other, en one/other) and `{amount, number}`.
 */
export type Message = string;

/** A namespace of messages: flat keys (dots allowed inside a key, e.g. `order.paid`). */
export type Messages = Record<string, Message>;

/**
 * A surface's namespace that keeps the shape its renderer reads (a document's sections, a list of
 * lines): messages at the leaves of objects and lists.
 */
export type MessageTree = Message | readonly MessageTree[] | { readonly [key: string]: MessageTree };

/**
 * The shape another language must have to match the Romanian reference namespace `T`: every key,
 * and no other (object literals refuse excess keys), so a missing translation fails to compile.
 */
export type TranslationOf<T> = T extends string
  ? Message
  : T extends (infer Item)[]
    ? TranslationOf<Item>[]
    : T extends readonly (infer Item)[]
      ? readonly TranslationOf<Item>[]
      : { [K in keyof T]: TranslationOf<T[K]> };
