import { consoleSearchQuerySchema } from '@asiguro/contracts';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { queries } from '../api/queries';
import { fmt, texts } from '../app/i18n';
import { orderColumns } from '../features/orders/order-columns';
import { DataTable, type TableSort } from '../ui/data-table';
import { FirstLoad } from '../ui/query-status';

const route = getRouteApi('/search');

/** Find an order by order or policy number, IDNP/IDNO, e-mail, phone, plate, VIN or name; the text stays in the URL. */
export function SearchPage() {
  const id = useId();
  const { q = '' } = route.useSearch();
  const navigate = route.useNavigate();
  const [text, setText] = useState(q);
  const [tried, setTried] = useState(false);
  const [sort, setSort] = useState<TableSort>({ column: 'created', direction: 'desc' });
  const valid = consoleSearchQuerySchema.safeParse({ q }).success;
  const results = useQuery({ ...queries.search(q), enabled: valid });
  const tooShort = tried && !consoleSearchQuerySchema.safeParse({ q: text }).success;
  return (
    <section aria-labelledby="page-title">
      <header className="page-header">
        <h1 id="page-title">{texts.search.title}</h1>
      </header>
      <form
        role="search"
        className="search-form"
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (consoleSearchQuerySchema.safeParse({ q: text }).success) void navigate({ search: { q: text.trim() } });
        }}
      >
        <div className="field grow">
          <label htmlFor={id}>{texts.search.label}</label>
          <input
            id={id}
            type="search"
            value={text}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={tooShort || undefined}
            aria-describedby={tooShort ? `${id}-error` : undefined}
          />
          {tooShort && (
            <p id={`${id}-error`} className="field-error">
              {texts.search.tooShort}
            </p>
          )}
        </div>
        <button type="submit" className="primary">
          {texts.search.submit}
        </button>
      </form>
      {valid && <FirstLoad query={results} />}
      {valid && results.data && (
        <>
          <p className="muted" aria-live="polite">
            {fmt(texts.search.results, { count: results.data.orders.length })}
          </p>
          <DataTable
            caption={texts.search.title}
            columns={orderColumns}
            rows={results.data.orders}
            rowKey={(row) => row.id}
            sort={sort}
            onSort={setSort}
            empty={texts.search.empty}
          />
        </>
      )}
    </section>
  );
}
