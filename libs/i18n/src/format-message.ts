import { IntlMessageFormat } from 'intl-messageformat';
import { INTL_LOCALE, type Locale } from './locale';

/** Values for a message's placeholders: `{name}`, `{count, plural, …}`, `{amount, number}`. */
export type MessageParams = Record<string, string | number>;

/** An element of a compiled message's syntax tree. */
type Element = ReturnType<IntlMessageFormat['getAst']>[number];

/** The parser's element types (its `TYPE` enum) that this module tells apart. */
const LITERAL = 0;
const ARGUMENT = 1;
const TAG = 8;

interface Compiled {
  format: IntlMessageFormat;
  /** Every argument's name, and whether it is a plain `{name}` (a missing one shows as itself). */
  args: Map<string, boolean>;
}

const compiled = new Map<string, Compiled>();

/** A message's arguments, from its syntax tree (what a missing value stands in for). */
function collect(elements: readonly Element[], args: Map<string, boolean>): Map<string, boolean> {
  for (const element of elements) {
    const named = element.type !== LITERAL && element.type !== TAG;
    if (named && 'value' in element && typeof element.value === 'string') {
      args.set(element.value, (args.get(element.value) ?? true) && element.type === ARGUMENT);
    }
    if ('options' in element) {
      for (const option of Object.values(element.options)) collect(option.value, args);
    }
    if ('children' in element) collect(element.children, args);
  }
  return args;
}

/**
 * Compiles an ICU message (FormatJS intl-messageformat) once per language and `id`. Tags are
 * text (`<b>` is printed as it is written).
 */
export function compileMessage(locale: Locale, id: string, message: string): Compiled {
  const cacheKey = `${locale}\u0000${id}`;
  let found = compiled.get(cacheKey);
  if (!found) {
    const format = new IntlMessageFormat(message, INTL_LOCALE[locale], undefined, { ignoreTag: true });
    found = { format, args: collect(format.getAst(), new Map()) };
    compiled.set(cacheKey, found);
  }
  return found;
}

/**
 * An ICU message in `locale` with its placeholders filled from `params`: plural forms by the
 * language's rules, numbers in its conventions. A plain `{name}` without a value stays visible
 * as `{name}`; a counted or formatted one without a value counts as 0.
 */
export function formatMessage(locale: Locale, id: string, message: string, params?: MessageParams): string {
  const { format, args } = compileMessage(locale, id, message);
  if (args.size === 0) return message.includes("'") ? String(format.format()) : message;
  const values: Record<string, string | number> = {};
  for (const [name, plain] of args) {
    values[name] =
      params && Object.prototype.hasOwnProperty.call(params, name) ? params[name] : plain ? `{${name}}` : 0;
  }
  return String(format.format(values));
}

/** The names of an ICU message's arguments, sorted (the catalogue check compares them across languages). */
export function messageArguments(locale: Locale, message: string): string[] {
  const format = new IntlMessageFormat(message, INTL_LOCALE[locale], undefined, { ignoreTag: true });
  return [...collect(format.getAst(), new Map()).keys()].sort();
}
