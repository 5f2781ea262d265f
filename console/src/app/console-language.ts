/**
 * The console's language: the one a staff member chose (kept in this browser), else the first of
 * the browser's languages the console speaks, else English. Support staff in Moldova work in
 * Romanian and Russian; English stays the default for a browser that asks for neither.
 */
export const CONSOLE_LANGUAGES = ['en', 'ro', 'ru'] as const;
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number];

/** Each language under its own name, as a switch offers it. */
export const LANGUAGE_NAMES: Record<ConsoleLanguage, string> = { en: 'English', ro: 'Română', ru: 'Русский' };

const STORAGE_KEY = 'asiguro.console.language';

function isConsoleLanguage(value: string | null | undefined): value is ConsoleLanguage {
  return (CONSOLE_LANGUAGES as readonly string[]).includes(value ?? '');
}

/** The language for a stored choice and the browser's preferences ("ro-MD", "ru", "en-US" …). */
export function pickLanguage(stored: string | null, preferred: readonly string[]): ConsoleLanguage {
  if (isConsoleLanguage(stored)) return stored;
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isConsoleLanguage(primary)) return primary;
  }
  return 'en';
}

function storedChoice(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage refused (privacy settings): the browser's preference decides.
    return null;
  }
}

/** This browser's console language, decided once when the console loads. */
export const consoleLanguage: ConsoleLanguage = pickLanguage(
  storedChoice(),
  typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]),
);

/**
 * Keeps the choice and loads the console again in it: every text, date and the API's messages
 * follow, and no half-translated page is left on screen.
 */
export function switchConsoleLanguage(language: ConsoleLanguage): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    return;
  }
  window.location.reload();
}
