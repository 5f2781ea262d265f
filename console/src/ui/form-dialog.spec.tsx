import { renderToStaticMarkup } from 'react-dom/server';
import { texts } from '../app/i18n';
import { FormDialog } from './form-dialog';

function render(props: Partial<Parameters<typeof FormDialog>[0]> = {}): string {
  return renderToStaticMarkup(
    <FormDialog
      title="Refund"
      onClose={() => undefined}
      onSubmit={() => undefined}
      submitLabel="Refund"
      pending={false}
      {...props}
    >
      <input name="reason" />
    </FormDialog>,
  );
}

/** The dialog's buttons as the browser receives them: each one's attributes and text. */
const buttons = (html: string) => [...html.matchAll(/<button ([^>]*)>([^<]*)<\/button>/g)].map((m) => [m[1], m[2]]);

describe('FormDialog', () => {
  it('shows the title, the fields and cancel then submit, with no error while there is none', () => {
    const html = render();
    expect(html).toContain('>Refund</h2>');
    expect(html).toContain('<form noValidate=""><input name="reason"/>');
    expect(html).not.toContain('role="alert"');
    expect(buttons(html).slice(-2)).toEqual([
      ['type="button"', texts.common.cancel],
      ['type="submit" class="primary"', 'Refund'],
    ]);
  });

  it('marks the submit busy and disabled while the call runs, and says so', () => {
    const [, submit] = buttons(render({ pending: true })).slice(-2);
    expect(submit).toEqual(['type="submit" class="primary" disabled="" aria-busy="true"', texts.detail.working]);
  });

  it('announces the error and shows the outcome under it, above the buttons', () => {
    const html = render({ error: 'The API refused', outcome: <p className="success-box">Link</p>, danger: true });
    expect(html).toMatch(
      /<p role="alert" class="error-box">The API refused<\/p><p class="success-box">Link<\/p><div class="dialog-actions">/,
    );
    expect(buttons(html).at(-1)).toEqual(['type="submit" class="danger"', 'Refund']);
  });

  it('names the leaving button as asked', () => {
    expect(buttons(render({ cancelLabel: texts.common.close })).at(-2)).toEqual(['type="button"', texts.common.close]);
  });
});
