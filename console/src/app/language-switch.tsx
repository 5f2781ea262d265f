import { useId } from 'react';
import { CONSOLE_LANGUAGES, consoleLanguage, LANGUAGE_NAMES, switchConsoleLanguage } from './console-language';
import { texts } from './i18n';

/** The console's language, chosen per browser; choosing one loads the console again in it. */
export function LanguageSwitch() {
  const id = useId();
  return (
    <div className="language-switch">
      <label htmlFor={id}>{texts.languageSwitch}</label>
      <select
        id={id}
        value={consoleLanguage}
        onChange={(event) => switchConsoleLanguage(event.target.value as (typeof CONSOLE_LANGUAGES)[number])}
      >
        {CONSOLE_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
