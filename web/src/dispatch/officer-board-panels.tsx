import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/empty-state';
import { Table } from '../components/table';
import { PanelHeader } from './board-panels';
import { boloDescription, ViewDetailsCell } from './cad-parts';
import { type BoloView } from './api/list-bolos';

/** `null` while the board loads. */
type Loading<T> = T[] | null;

export function BolosPanel({
  bolos,
  onOpen,
}: {
  bolos: Loading<BoloView>;
  onOpen(bolo: BoloView): void;
}) {
  const { t } = useTranslation();
  return (
    <section className="panel" aria-labelledby="cad-bolos">
      <PanelHeader
        id="cad-bolos"
        title={t('dispatch.bolo.activeTitle')}
        note={bolos ? t('dispatch.bolo.active', { count: bolos.length }) : ''}
      />
      {!bolos ? (
        <p className="muted">{t('common.loading')}</p>
      ) : bolos.length ? (
        <Table aria-labelledby="cad-bolos">
          <thead>
            <tr>
              <th scope="col">{t('dispatch.board.type')}</th>
              <th scope="col">{t('dispatch.bolo.description')}</th>
              <th scope="col">{t('dispatch.facts.location')}</th>
              <th scope="col">{t('dispatch.board.viewDetails')}</th>
            </tr>
          </thead>
          <tbody>
            {bolos.map((b) => (
              <tr key={b._id}>
                <td>
                  {b.boloType === 'vehicle'
                    ? t('dispatch.bolo.vehicle')
                    : t('dispatch.bolo.person')}
                </td>
                <td>{boloDescription(b)}</td>
                <td>{b.location ?? ''}</td>
                <ViewDetailsCell
                  label={t('dispatch.bolo.viewDetails', { description: boloDescription(b) })}
                  onOpen={() => onOpen(b)}
                />
              </tr>
            ))}
          </tbody>
        </Table>
      ) : (
        <EmptyState>{t('dispatch.bolo.noneActive')}</EmptyState>
      )}
    </section>
  );
}
