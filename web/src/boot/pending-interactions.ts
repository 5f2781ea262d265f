/*
 * What a visitor does before the app has hydrated the server's page: the clicks on buttons and
 * the form submissions are held, the values typed or picked stay in the page's fields. Once the
 * app runs, it is told about both, so nothing the visitor did is lost: React's state takes the
 * fields' values, then the held clicks and submissions happen again.
 */

type Held = { kind: 'click'; element: HTMLElement } | { kind: 'submit'; form: HTMLFormElement };

const held: Held[] = [];
let holding = false;

/** Buttons a click does something with only once the app runs (links navigate without it). */
const APP_BUTTONS = 'button, input[type="submit"], input[type="button"], [role="button"]';

function holdClick(event: Event): void {
  const target = event.target instanceof Element ? event.target : null;
  const button = target?.closest<HTMLElement>(APP_BUTTONS);
  if (!button || button.closest('a[href]')) return;
  event.preventDefault();
  held.push({ kind: 'click', element: button });
}

function holdSubmit(event: Event): void {
  if (!(event.target instanceof HTMLFormElement)) return;
  event.preventDefault();
  held.push({ kind: 'submit', form: event.target });
}

/** Starts holding clicks and submissions (until `replayHeld`). */
export function holdInteractions(root: Document = document): void {
  if (holding) return;
  holding = true;
  root.addEventListener('click', holdClick, true);
  root.addEventListener('submit', holdSubmit, true);
}

/** Sets a field's value the way typing does, so React's change handler sees it. */
function announceValue(field: HTMLInputElement | HTMLTextAreaElement): void {
  const typed = field.value;
  // The field's own setter is React's value tracker: it now remembers the server's value...
  field.value = field.defaultValue;
  // ...while the prototype's setter puts the typed value back without telling the tracker.
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function announceChecked(box: HTMLInputElement): void {
  const checked = box.checked;
  box.checked = box.defaultChecked;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')?.set?.call(box, checked);
  // A plain event named "click" (not a MouseEvent) reaches React without toggling the box again.
  box.dispatchEvent(new Event('click', { bubbles: true }));
}

/** Tells the app about every field the visitor changed before it ran. */
function announceFields(root: Document): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    'input, textarea, select',
  )) {
    if (field instanceof HTMLSelectElement) {
      if ([...field.options].some((option) => option.selected !== option.defaultSelected)) {
        field.dispatchEvent(new Event('change', { bubbles: true }));
      }
    } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked !== field.defaultChecked) announceChecked(field);
    } else if (field.type !== 'file' && field.value !== field.defaultValue) {
      announceValue(field);
    }
  }
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Once the app has hydrated the page: hands it the fields' values, then replays the held clicks
 * and submissions in order (each after the app has rendered the previous one's effects).
 */
export async function replayHeld(root: Document = document): Promise<void> {
  if (!holding) return;
  holding = false;
  root.removeEventListener('click', holdClick, true);
  root.removeEventListener('submit', holdSubmit, true);
  announceFields(root);
  for (const interaction of held.splice(0)) {
    await nextTask();
    if (interaction.kind === 'click') {
      if (interaction.element.isConnected) interaction.element.click();
    } else if (interaction.form.isConnected) {
      interaction.form.requestSubmit();
    }
  }
}
