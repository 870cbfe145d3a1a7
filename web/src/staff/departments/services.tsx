import { useTranslation } from 'react-i18next';

export const SERVICES = ['police', 'fire', 'ems'] as const;
export type Service = (typeof SERVICES)[number];

/** A service's name in the reader's language. */
export function ServiceLabel({ service }: { service: Service }) {
  const { t } = useTranslation();
  const labels: Record<Service, string> = {
    police: t('departments.services.police'),
    fire: t('departments.services.fire'),
    ems: t('departments.services.ems'),
  };
  return <>{labels[service]}</>;
}
