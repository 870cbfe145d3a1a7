import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../components/modal';
import { TextField } from '../components/field';
import { tenCodes } from './ten-codes';
import { Table } from '../components/table';

export function TenCodesTable({ filter = '' }: { filter?: string }) {
  const { t } = useTranslation();
  const q = filter.trim().toLowerCase();
  const codes = tenCodes(t);
  const rows = q
    ? codes.filter((c) => c.code.toLowerCase().includes(q) || c.meaning.toLowerCase().includes(q))
    : codes;
  return (
    <Table className="ten-codes">
      <thead>
        <tr>
          <th scope="col">{t('dispatch.tenCodes.code')}</th>
          <th scope="col">{t('dispatch.tenCodes.meaning')}</th>
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
              {t('dispatch.tenCodes.noMatch')}
            </td>
          </tr>
        )}
      </tbody>
    </Table>
  );
}

export function TenCodesModal({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  return (
    <Modal title={t('dispatch.tenCodes.title')} onClose={onClose} wide>
      <div className="form">
        <TextField
          label={t('dispatch.tenCodes.find')}
          type="search"
          placeholder={t('dispatch.tenCodes.findExample')}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
        <div
          className="ten-codes-scroll"
          tabIndex={0}
          role="region"
          aria-label={t('dispatch.tenCodes.list')}
        >
          <TenCodesTable filter={filter} />
        </div>
      </div>
    </Modal>
  );
}
