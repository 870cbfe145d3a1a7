/** A records table's header row: one column heading each, then the row actions' column. */
export function TableHead({ columns, actions = false }: { columns: string[]; actions?: boolean }) {
  return (
    <thead>
      <tr>
        {columns.map((c) => (
          <th key={c} scope="col">
            {c}
          </th>
        ))}
        {actions && (
          <th scope="col">
            <span className="sr-only">Actions</span>
          </th>
        )}
      </tr>
    </thead>
  );
}
