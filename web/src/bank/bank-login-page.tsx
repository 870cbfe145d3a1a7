import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useSession } from '../lib/session';
import { CIVILIANS, civiliansPage } from '../civilians';
import { SelectField } from '../components/field';
import { LoadMore, usePaged } from '../components/paged';

/** /bank: pick one of the member's civilians and log in to their bank. */
export function BankLoginPage() {
  const { t } = useTranslation();
  const { meta } = useSession();
  const navigate = useNavigate();
  const list = usePaged(civiliansPage, [...CIVILIANS, 'pages']);
  const failed = list.failed;
  const civilians = list.items ?? (failed ? [] : null);
  const [civilianId, setCivilianId] = useState('');

  return (
    <main className="login">
      <section className="login-card bank-login">
        <h1>{meta.bankName}</h1>
        <p className="muted">{t('bank.login.intro')}</p>
        {civilians === null ? (
          <p className="muted">{t('bank.login.loading')}</p>
        ) : (
          <form
            className="form"
            onSubmit={(e) => {
              e.preventDefault();
              if (civilianId)
                navigate(`/bank/dashboard?civilian=${encodeURIComponent(civilianId)}`);
            }}
          >
            <SelectField
              label={t('bank.login.civilian')}
              placeholder={t('bank.login.selectCivilian')}
              value={civilianId}
              onChange={(e) => setCivilianId(e.target.value)}
              options={civilians.map((c) => ({
                value: c._id,
                label: `${c.firstName} ${c.lastName}`,
              }))}
            />
            <LoadMore hasMore={list.hasMore} busy={list.busy} onMore={() => void list.more()} />
            {failed && (
              <p className="message error" role="alert">
                {t('bank.login.loadFailed')}
              </p>
            )}
            {!failed && civilians.length === 0 && (
              <p className="muted small">
                <Trans
                  i18nKey="bank.login.noCivilians"
                  components={{ create: <Link to="/home" /> }}
                />
              </p>
            )}
            <button type="submit" className="btn btn-primary" disabled={!civilianId}>
              {t('bank.login.logIn')}
            </button>
          </form>
        )}
        <Link to="/dashboard/civilian" className="btn btn-link">
          {t('bank.login.back')}
        </Link>
      </section>
    </main>
  );
}
