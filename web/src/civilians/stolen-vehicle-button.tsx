import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@tenfour/db/browser';
import { Modal } from '../components/modal';
import { TextAreaField, TextField } from '../components/field';
import { FormActions } from '../components/form-actions';
import { StatusMessage } from '../components/status-message';
import { useToast } from '../components/toast';
import { errorText, useSubmit } from '../lib/use-submit';
import { DepartmentSelect, useDepartmentName } from '../lib/departments';
import '../dispatch/dispatch-911.css';
import type { Vehicle } from './api/get-vehicles';
import { useStolenReports, type StolenReportInput } from './api/report-stolen';
import { useFormState } from '../components/use-form-state';

/** The vehicle row's "Report stolen" (a BOLO goes out) or "Recovered" (it is retired). */
export function StolenVehicleButton({ vehicle }: { vehicle: Vehicle }) {
  const [open, setOpen] = useState(false);
  const reports = useStolenReports(vehicle);
  const { busy, run } = useSubmit();
  const toast = useToast();
  const { t } = useTranslation();

  // The result is worded here, in the reader's language, from what the server answered.
  const recovered = () =>
    run(async () => {
      try {
        const { vehicle: back } = await reports.recovered.mutateAsync();
        toast.show(t('civilians.stolen.cleared', { plate: back.plate }));
      } catch (err) {
        toast.show(errorText(err), 'error');
      }
    });

  return (
    <>
      {vehicle.stolen ? (
        <button
          type="button"
          className="btn btn-success btn-sm"
          aria-label={t('civilians.stolen.recoveredLabel', { plate: vehicle.plate })}
          disabled={busy}
          onClick={() => void recovered()}
        >
          {t('civilians.stolen.recovered')}
        </button>
      ) : (
        <button
          type="button"
          className="btn btn-warning btn-sm"
          aria-label={t('civilians.stolen.reportLabel', { plate: vehicle.plate })}
          onClick={() => setOpen(true)}
        >
          {t('civilians.stolen.report')}
        </button>
      )}
      {open && (
        <ReportStolenModal
          vehicle={vehicle}
          report={(form) => reports.stolen.mutateAsync(form)}
          onClose={() => setOpen(false)}
          onReported={(message) => {
            setOpen(false);
            toast.show(message);
          }}
        />
      )}
      {toast.element}
    </>
  );
}

function ReportStolenModal({
  vehicle,
  report,
  onClose,
  onReported,
}: {
  vehicle: Vehicle;
  report(form: StolenReportInput): Promise<{ vehicle: { plate: string } }>;
  onClose(): void;
  onReported(message: string): void;
}) {
  const [form, , field] = useFormState<StolenReportInput>({
    department: '',
    location: '',
    details: '',
  });
  const { busy, error, submit } = useSubmit();
  const { t } = useTranslation();
  const departmentName = useDepartmentName();
  const department = field('department');
  const lastSeen = field('location');
  const details = field('details');
  const reportStolen = (e: FormEvent) =>
    submit(e, async () => {
      const { vehicle: reported } = await report(form);
      onReported(
        t('civilians.stolen.reported', {
          plate: reported.plate,
          department: departmentName(form.department),
        }),
      );
    });
  return (
    <Modal title={t('civilians.stolen.title', { plate: vehicle.plate })} onClose={onClose}>
      <form className="form" onSubmit={(e) => void reportStolen(e)} noValidate>
        <p className="muted">{t('civilians.stolen.explain')}</p>
        <DepartmentSelect label={t('civilians.stolen.department')} use="police" {...department} />
        <TextField
          label={t('civilians.stolen.lastSeen')}
          maxLength={LIMITS.location}
          {...lastSeen}
        />
        <TextAreaField
          label={t('civilians.stolen.details')}
          maxLength={LIMITS.details}
          {...details}
        />
        <StatusMessage text={error} tone="error" />
        <FormActions
          busy={busy}
          label={t('civilians.stolen.submit')}
          tone="danger"
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
