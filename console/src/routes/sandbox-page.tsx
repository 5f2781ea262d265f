import { sandboxIssuerSettingsSchema, sandboxIssuerUpdateSchema } from '@asiguro/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { z } from 'zod';
import { consoleApi } from '../api/console-api';
import { queries } from '../api/queries';
import { useCan } from '../app/staff-context';
import { fmt, texts } from '../app/i18n';
import { useFeedback } from '../ui/feedback';
import { Field, SelectField } from '../ui/field';
import { insurerName } from '../ui/format';
import { errorText, FirstLoad } from '../ui/query-status';

type Settings = z.infer<typeof sandboxIssuerSettingsSchema>;
type Patch = z.input<typeof sandboxIssuerUpdateSchema>;
const MODES = sandboxIssuerSettingsSchema.shape.mode.options;
// The contract's limits (the sandbox enforces the same): the inputs' bounds and messages come from them.
const LATENCY = sandboxIssuerSettingsSchema.shape.latencyMs;
const FAILURE_RATE = sandboxIssuerSettingsSchema.shape.failureRate;

/** The message for a field the contract refuses (an empty field included), else undefined. */
function rangeError(schema: z.ZodNumber, raw: string, message: string): string | undefined {
  return raw.trim() !== '' && schema.safeParse(Number(raw)).success ? undefined : message;
}

interface NumberFieldProps {
  label: string;
  /** The contract's rule: the input's bounds. */
  schema: z.ZodNumber;
  step: number;
  value: string;
  onChange: (value: string) => void;
  /** Said beside the field while the value breaks the rule. */
  error: string | undefined;
}

function NumberField({ label, schema, step, value, onChange, error }: NumberFieldProps) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <input
          {...control}
          type="number"
          min={schema.minValue ?? undefined}
          max={schema.maxValue ?? undefined}
          step={step}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

function IssuerCard({ settings }: { settings: Settings }) {
  const editable = useCan()('sandbox.update');
  const id = useId();
  const client = useQueryClient();
  const notify = useFeedback();
  const [draft, setDraft] = useState({
    mode: settings.mode,
    latencyMs: String(settings.latencyMs),
    failureRate: String(settings.failureRate),
  });
  const name = insurerName(settings.slug);
  const save = useMutation({
    mutationFn: (patch: Patch) =>
      consoleApi.updateSandboxIssuer({ params: { slug: settings.slug }, body: sandboxIssuerUpdateSchema.parse(patch) }),
    onSuccess: (saved) => {
      setDraft({ mode: saved.mode, latencyMs: String(saved.latencyMs), failureRate: String(saved.failureRate) });
      notify('success', fmt(texts.feedback.sandboxSaved, { slug: name }));
    },
    onError: (error) => notify('error', errorText(error)),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['sandbox-issuers'] });
      void client.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
  const latencyError = rangeError(
    LATENCY,
    draft.latencyMs,
    fmt(texts.sandbox.latencyInvalid, { max: LATENCY.maxValue ?? 0 }),
  );
  const failureError = rangeError(FAILURE_RATE, draft.failureRate, texts.sandbox.failureRateInvalid);
  const edited = sandboxIssuerUpdateSchema.safeParse({
    mode: draft.mode,
    latencyMs: Number(draft.latencyMs),
    failureRate: Number(draft.failureRate),
  });
  const down = settings.mode === 'down';
  return (
    <form
      className={`issuer-card mode-${settings.mode}`}
      aria-labelledby={`${id}-name`}
      onSubmit={(event) => {
        event.preventDefault();
        if (edited.success) save.mutate(edited.data);
      }}
    >
      <header>
        <h2 id={`${id}-name`}>{name}</h2>
        <span className={`badge partner-${down ? 'down' : settings.mode === 'up' ? 'ok' : 'failing'}`}>
          {settings.mode}
        </span>
      </header>
      <fieldset className="plain" disabled={!editable}>
        <SelectField
          label={texts.sandbox.mode}
          value={draft.mode}
          options={MODES.map((mode) => ({ value: mode, label: texts.sandbox.modes[mode] }))}
          onChange={(mode) => setDraft({ ...draft, mode })}
        />
        <div className="field-row">
          <NumberField
            label={texts.sandbox.latency}
            schema={LATENCY}
            step={50}
            value={draft.latencyMs}
            onChange={(latencyMs) => setDraft({ ...draft, latencyMs })}
            error={latencyError}
          />
          <NumberField
            label={texts.sandbox.failureRate}
            schema={FAILURE_RATE}
            step={0.05}
            value={draft.failureRate}
            onChange={(failureRate) => setDraft({ ...draft, failureRate })}
            error={failureError}
          />
        </div>
      </fieldset>
      {editable && (
        <div className="card-actions">
          <button type="submit" disabled={!edited.success || Boolean(latencyError || failureError) || save.isPending}>
            {texts.sandbox.save}
          </button>
          <button
            type="button"
            className={down ? 'primary' : 'danger-outline'}
            disabled={save.isPending}
            onClick={() => save.mutate({ mode: down ? 'up' : 'down' })}
            aria-label={`${down ? texts.sandbox.bringUp : texts.sandbox.takeDown} ${name}`}
          >
            {down ? texts.sandbox.bringUp : texts.sandbox.takeDown}
          </button>
        </div>
      )}
    </form>
  );
}

/** Development only: each sandbox insurer's latency, failures and mode, changed live to show a failure and its fix. */
export function SandboxPage() {
  const issuers = useQuery(queries.sandboxIssuers());
  return (
    <section aria-labelledby="page-title">
      <header className="page-header">
        <div>
          <h1 id="page-title">{texts.sandbox.title}</h1>
          <p className="muted">{texts.sandbox.intro}</p>
        </div>
      </header>
      <FirstLoad query={issuers} />
      {issuers.data && (
        <div className="issuer-grid">
          {issuers.data.issuers.map((settings) => (
            <IssuerCard
              key={`${settings.slug}-${settings.mode}-${settings.latencyMs}-${settings.failureRate}`}
              settings={settings}
            />
          ))}
        </div>
      )}
    </section>
  );
}
