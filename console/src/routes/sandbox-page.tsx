import { sandboxIssuerSettingsSchema, sandboxIssuerUpdateSchema } from '@asiguro/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { z } from 'zod';
import { consoleApi } from '../api/console-api';
import { queries } from '../api/queries';
import { texts } from '../app/texts';
import { useFeedback } from '../ui/feedback';
import { insurerName } from '../ui/format';
import { errorText, FirstLoad } from '../ui/query-status';

type Settings = z.infer<typeof sandboxIssuerSettingsSchema>;
type Patch = z.input<typeof sandboxIssuerUpdateSchema>;
const MODES = sandboxIssuerSettingsSchema.shape.mode.options;

function IssuerCard({ settings }: { settings: Settings }) {
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
    mutationFn: (patch: Patch) => consoleApi.updateSandboxIssuer(settings.slug, sandboxIssuerUpdateSchema.parse(patch)),
    onSuccess: (saved) => {
      setDraft({ mode: saved.mode, latencyMs: String(saved.latencyMs), failureRate: String(saved.failureRate) });
      notify('success', texts.feedback.sandboxSaved(name));
    },
    onError: (error) => notify('error', errorText(error)),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['sandbox-issuers'] });
      void client.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
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
      <div className="field">
        <label htmlFor={`${id}-mode`}>{texts.sandbox.mode}</label>
        <select
          id={`${id}-mode`}
          value={draft.mode}
          onChange={(event) => setDraft({ ...draft, mode: event.target.value as Settings['mode'] })}
        >
          {MODES.map((mode) => (
            <option key={mode} value={mode}>
              {texts.sandbox.modes[mode]}
            </option>
          ))}
        </select>
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor={`${id}-latency`}>{texts.sandbox.latency}</label>
          <input
            id={`${id}-latency`}
            type="number"
            min={0}
            max={120000}
            step={50}
            value={draft.latencyMs}
            onChange={(event) => setDraft({ ...draft, latencyMs: event.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-failure`}>{texts.sandbox.failureRate}</label>
          <input
            id={`${id}-failure`}
            type="number"
            min={0}
            max={1}
            step={0.05}
            value={draft.failureRate}
            onChange={(event) => setDraft({ ...draft, failureRate: event.target.value })}
          />
        </div>
      </div>
      <div className="card-actions">
        <button type="submit" disabled={!edited.success || save.isPending}>
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
