import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AlertKind } from '@tenfour/db/browser';

/** Each kind's name; a switch of literal keys so the catalogue check sees every one. */
export function kindName(t: TFunction, kind: AlertKind): string {
  switch (kind) {
    case 'call.new':
      return t('alerts.kinds.callNew');
    case 'call.911':
      return t('alerts.kinds.call911');
    case 'assigned':
      return t('alerts.kinds.assigned');
    case 'call.note':
      return t('alerts.kinds.callNote');
    case 'panic':
      return t('alerts.kinds.panic');
    case 'bolo':
      return t('alerts.kinds.bolo');
    case 'signal100':
      return t('alerts.kinds.signal100');
    case 'tone':
      return t('alerts.kinds.tone');
  }
}

export function KindLabel({ kind }: { kind: AlertKind }) {
  const { t } = useTranslation();
  return kindName(t, kind);
}
