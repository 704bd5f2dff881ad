import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AdminList, editAndDelete } from './admin-list';

const people = [
  { id: 'a', email: 'averyveryverylongaddress@example-company.com', active: true },
  { id: 'b', email: 'b@example.com', active: false },
];

describe('AdminList', () => {
  it('writes each record as a table row (large screens) and as a labelled card (small screens)', async () => {
    const onEdit = vi.fn();
    render(
      <AdminList
        label="People"
        items={people}
        empty="Nobody yet."
        columns={[
          { header: 'E-mail', cell: (p) => p.email },
          { header: 'Status', cell: (p) => (p.active ? 'Active' : 'Suspended') },
        ]}
        actions={(p) => [
          ...editAndDelete(
            () => onEdit(p.id),
            () => undefined,
          ),
          { label: 'Suspend', variant: 'outline-dark', onClick: () => undefined, shown: p.active },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'People' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['E-mail', 'Status', 'Actions']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(table.closest('.d-none.d-lg-block')).not.toBeNull();

    const cards = screen.getByRole('list', { name: 'People' });
    expect(cards).toHaveClass('d-lg-none');
    const [first, second] = within(cards).getAllByRole('listitem');
    expect(first).toHaveTextContent(`E-mail${people[0]?.email}`);
    expect(
      within(first!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Edit', 'Delete', 'Suspend']);
    expect(
      within(second!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Edit', 'Delete']);
    await userEvent.click(within(second!).getByRole('button', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledWith('b');
  });

  it('says so when there are no records, and shows nothing while they load', () => {
    const columns = [{ header: 'E-mail', cell: (p: { id: string }) => p.id }];
    const { rerender } = render(
      <AdminList label="People" items={undefined} empty="Nobody yet." columns={columns} />,
    );
    expect(screen.queryByText('Nobody yet.')).toBeNull();
    rerender(<AdminList label="People" items={[]} empty="Nobody yet." columns={columns} />);
    expect(screen.getByText('Nobody yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
