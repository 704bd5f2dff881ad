import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';

/** One column of an admin list: its header and what a record shows in it. */
export interface AdminColumn<T> {
  header: string;
  cell: (item: T) => ReactNode;
  /** Classes of the table cell (e.g. 'text-end', 'small'). */
  className?: string;
}

/** A button of a record's actions (Edit, Delete, Stats, Suspend ...). */
export interface RowAction {
  label: string;
  variant: string;
  onClick: () => void;
  disabled?: boolean;
  /** Omitted when false (an action the record does not offer). */
  shown?: boolean;
}

/** The Edit and Delete pair most records have. */
export function editAndDelete(onEdit: () => void, onDelete: () => void): RowAction[] {
  return [
    { label: 'Edit', variant: 'outline-primary', onClick: onEdit },
    { label: 'Delete', variant: 'outline-danger', onClick: onDelete },
  ];
}

export function RowActions({ actions }: { actions: readonly RowAction[] }) {
  return (
    <div className="d-flex flex-wrap gap-2">
      {actions
        .filter((action) => action.shown !== false)
        .map((action) => (
          <Button
            key={action.label}
            size="sm"
            variant={action.variant}
            disabled={action.disabled}
            onClick={action.onClick}
          >
            {action.label}
          </Button>
        ))}
    </div>
  );
}

/**
 * The records of an admin tab: a table from the md breakpoint up, and below it a card per record with each
 * column as a labelled line, so e-mail addresses stay whole and the actions stay on screen at 375 and 768 px.
 * Only one of the two is displayed (the other is display:none, so out of the accessibility tree too).
 */
export function AdminList<T extends { id: string }>(props: {
  label: string;
  items: readonly T[] | undefined;
  empty: string;
  columns: readonly AdminColumn<T>[];
  actions?: (item: T) => readonly RowAction[];
}) {
  const { label, items, columns, actions } = props;
  if (!items) return null;
  if (items.length === 0) return <p className="text-body-secondary p-3 mb-0">{props.empty}</p>;
  return (
    <>
      <div className="table-responsive d-none d-lg-block">
        <Table hover className="mb-0 align-middle" aria-label={label}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.header} className={column.className}>
                  {column.header}
                </th>
              ))}
              {actions ? <th>Actions</th> : null}
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id}>
                {columns.map((column) => (
                  <td key={column.header} className={column.className}>
                    {column.cell(item)}
                  </td>
                ))}
                {actions ? (
                  <td className="text-nowrap">
                    <RowActions actions={actions(item)} />
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
      <ul className="list-unstyled mb-0 d-lg-none" aria-label={label}>
        {items.map((item) => (
          <li key={item.id} className="border-bottom p-3">
            <dl className="row mb-2">
              {columns.map((column) => (
                <div key={column.header} className="col-12 d-flex gap-2 mb-1">
                  <dt
                    className="small text-body-secondary fw-normal flex-shrink-0"
                    style={{ width: '6.5rem' }}
                  >
                    {column.header}
                  </dt>
                  <dd className="mb-0 flex-grow-1 text-break-word">{column.cell(item)}</dd>
                </div>
              ))}
            </dl>
            {actions ? <RowActions actions={actions(item)} /> : null}
          </li>
        ))}
      </ul>
    </>
  );
}
