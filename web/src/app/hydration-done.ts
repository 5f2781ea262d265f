import { useEffect } from 'react';
import { replayHeld } from '../boot/pending-interactions';

/**
 * Hands the app what the visitor did before it ran (fields filled, buttons pressed; see
 * boot/pending-interactions.ts), once the page around the caller is hydrated. React hydrates a
 * server page boundary by boundary: the innermost one (a language's pages, the not-found page)
 * calls this, so its effect runs when everything it shows is the app's.
 */
export function useReplayAfterHydration(): void {
  useEffect(() => void replayHeld(), []);
}
