import Pagination from 'react-bootstrap/Pagination';

/** The page numbers shown: the first, the last and two either side of the current one. */
export function visiblePages(page: number, totalPages: number): Array<number | 'gap'> {
  const pages: Array<number | 'gap'> = [];
  for (let p = 1; p <= totalPages; p++) {
    if (p === 1 || p === totalPages || Math.abs(p - page) <= 2) pages.push(p);
    else if (pages[pages.length - 1] !== 'gap') pages.push('gap');
  }
  return pages;
}

/** Previous / page numbers / Next, as the spec's Recent Activity list has them. */
export function Pager(props: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  label: string;
}) {
  const { page, totalPages, onPage, label } = props;
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label}>
      <Pagination size="sm" className="mb-0 flex-wrap">
        <Pagination.Prev disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Pagination.Prev>
        {visiblePages(page, totalPages).map((p, i) =>
          p === 'gap' ? (
            <Pagination.Ellipsis key={`gap-${i}`} disabled />
          ) : (
            <Pagination.Item key={p} active={p === page} onClick={() => onPage(p)} aria-label={`Page ${p}`}>
              {p}
            </Pagination.Item>
          ),
        )}
        <Pagination.Next disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
          Next
        </Pagination.Next>
      </Pagination>
    </nav>
  );
}
