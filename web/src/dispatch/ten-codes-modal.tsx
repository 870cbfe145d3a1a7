import { useState } from 'react';
import { Modal } from '../components/modal';
import { TextField } from '../components/field';
import { TEN_CODES } from './ten-codes';
import { Table } from '../components/table';

export function TenCodesTable({ filter = '' }: { filter?: string }) {
  const q = filter.trim().toLowerCase();
  const rows = q
    ? TEN_CODES.filter(
        (c) => c.code.toLowerCase().includes(q) || c.meaning.toLowerCase().includes(q),
      )
    : TEN_CODES;
  return (
    <Table className="ten-codes">
      <thead>
        <tr>
          <th scope="col">Code</th>
          <th scope="col">Meaning</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((c) => (
          <tr key={c.code}>
            <td className="ten-code">{c.code}</td>
            <td>{c.meaning}</td>
          </tr>
        ))}
        {!rows.length && (
          <tr>
            <td colSpan={2} className="muted">
              No code matches.
            </td>
          </tr>
        )}
      </tbody>
    </Table>
  );
}

export function TenCodesModal({ onClose }: { onClose(): void }) {
  const [filter, setFilter] = useState('');
  return (
    <Modal title="10 Codes" onClose={onClose} wide>
      <div className="form">
        <TextField
          label="Find a code"
          type="search"
          placeholder="10-50, pursuit, Code 4..."
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
        <div className="ten-codes-scroll" tabIndex={0} role="region" aria-label="10-codes list">
          <TenCodesTable filter={filter} />
        </div>
      </div>
    </Modal>
  );
}
