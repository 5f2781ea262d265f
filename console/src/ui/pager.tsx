import { fmt, texts } from '../app/i18n';

interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

export function Pager({ page, pageSize, total, onPage }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={fmt(texts.common.page, { page, pages })}>
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {texts.common.previous}
      </button>
      <span>{fmt(texts.common.page, { page, pages })}</span>
      <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {texts.common.next}
      </button>
    </nav>
  );
}
