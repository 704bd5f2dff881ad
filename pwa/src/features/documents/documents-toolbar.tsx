import Form from 'react-bootstrap/Form';
import { SORTS, STATUS_FILTERS, STATUS_LABELS, type SortOrder, type StatusFilter } from './document-items';

const SORT_LABELS: Record<SortOrder, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  'name-asc': 'Name A–Z',
  'name-desc': 'Name Z–A',
};

function isStatus(value: string): value is StatusFilter {
  return STATUS_FILTERS.some((status) => status === value);
}
function isSort(value: string): value is SortOrder {
  return SORTS.some((sort) => sort === value);
}

interface Props {
  search: string;
  status: StatusFilter;
  sort: SortOrder;
  onSearch: (value: string) => void;
  onStatus: (value: StatusFilter) => void;
  onSort: (value: SortOrder) => void;
}

export function DocumentsToolbar({ search, status, sort, onSearch, onStatus, onSort }: Props) {
  return (
    <div className="row g-2 mb-4">
      <div className="col-12 col-md-6">
        <Form.Control
          type="search"
          placeholder="Search documents…"
          aria-label="Search documents"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
      </div>
      <div className="col-6 col-md-3">
        <Form.Select
          aria-label="Status"
          value={status}
          onChange={(event) => isStatus(event.target.value) && onStatus(event.target.value)}
        >
          {STATUS_FILTERS.map((value) => (
            <option key={value} value={value}>
              {value === 'all' ? 'All statuses' : STATUS_LABELS[value]}
            </option>
          ))}
        </Form.Select>
      </div>
      <div className="col-6 col-md-3">
        <Form.Select
          aria-label="Sort"
          value={sort}
          onChange={(event) => isSort(event.target.value) && onSort(event.target.value)}
        >
          {SORTS.map((value) => (
            <option key={value} value={value}>
              {SORT_LABELS[value]}
            </option>
          ))}
        </Form.Select>
      </div>
    </div>
  );
}
