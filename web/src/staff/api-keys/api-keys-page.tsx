import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { API_SCOPES, type ApiScope } from '@tenfour/db/browser';
import { TextField } from '../../components/field';
import { StatusMessage } from '../../components/status-message';
import { formatDateTime } from '../../lib/format';
import { useSubmit } from '../../lib/use-submit';
import {
  useApiKeys,
  useApiKeyUsage,
  useCreateApiKey,
  useRevokeApiKey,
  type ApiKey,
} from './api/api-keys';

/** Staff: keys other tools call the public API with (docs/api.md, "Public API"). */
export function ApiKeysPage() {
  const { t } = useTranslation();
  const keys = useApiKeys();
  return (
    <section className="page">
      <h1>{t('apiKeys.title')}</h1>
      <p className="muted">
        {t('apiKeys.intro')} <a href="/api/v1/docs">{t('apiKeys.reference')}</a>
      </p>
      <CreateKeyForm />
      <h2>{t('apiKeys.listTitle')}</h2>
      {keys.data ? (
        keys.data.keys.length ? (
          <ul className="stack">
            {keys.data.keys.map((key) => (
              <KeyRow key={key.id} apiKey={key} />
            ))}
          </ul>
        ) : (
          <p className="muted">{t('apiKeys.none')}</p>
        )
      ) : keys.isError ? (
        <StatusMessage text={t('apiKeys.loadFailed')} tone="error" />
      ) : (
        <p className="page-status">{t('common.loading')}</p>
      )}
    </section>
  );
}

function CreateKeyForm() {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiScope[]>([]);
  const [rate, setRate] = useState('60');
  const [expires, setExpires] = useState('');
  const [secret, setSecret] = useState<string | null>(null);
  const { busy, error, submit } = useSubmit();
  const create = useCreateApiKey();

  const onSubmit = (e: FormEvent) =>
    submit(e, async () => {
      const answer = await create.mutateAsync({
        name,
        scopes,
        rateLimitPerMinute: Number(rate),
        expiresAt: expires ? new Date(expires).toISOString() : null,
      });
      setSecret(answer.secret);
      setName('');
      setScopes([]);
    });

  const toggle = (scope: ApiScope) =>
    setScopes((held) =>
      held.includes(scope) ? held.filter((s) => s !== scope) : [...held, scope],
    );

  return (
    <form className="panel form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <h2>{t('apiKeys.createTitle')}</h2>
      <TextField label={t('apiKeys.name')} value={name} onChange={(e) => setName(e.target.value)} />
      <fieldset>
        <legend>{t('apiKeys.scopes')}</legend>
        {API_SCOPES.map((scope) => (
          <label key={scope} className="checkbox">
            <input
              type="checkbox"
              checked={scopes.includes(scope)}
              onChange={() => toggle(scope)}
            />{' '}
            <code>{scope}</code>
          </label>
        ))}
      </fieldset>
      <TextField
        label={t('apiKeys.rateLimit')}
        inputMode="numeric"
        value={rate}
        onChange={(e) => setRate(e.target.value)}
      />
      <TextField
        label={t('apiKeys.expiresAt')}
        type="datetime-local"
        value={expires}
        onChange={(e) => setExpires(e.target.value)}
      />
      <StatusMessage text={error} />
      {secret && (
        <div className="panel" role="status">
          <p>{t('apiKeys.secretOnce')}</p>
          <code className="secret" data-testid="api-key-secret">
            {secret}
          </code>
        </div>
      )}
      <div className="button-row">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? t('apiKeys.creating') : t('apiKeys.create')}
        </button>
      </div>
    </form>
  );
}

function KeyRow({ apiKey }: { apiKey: ApiKey }) {
  const { t } = useTranslation();
  const [showUsage, setShowUsage] = useState(false);
  const revoke = useRevokeApiKey();
  const expired = apiKey.expiresAt !== null && new Date(apiKey.expiresAt) <= new Date();
  const state = apiKey.revokedAt
    ? t('apiKeys.state.revoked')
    : expired
      ? t('apiKeys.state.expired')
      : t('apiKeys.state.active');
  return (
    <li className="panel">
      <h3>
        {apiKey.name} <code>{apiKey.prefix}…</code> · {state}
      </h3>
      <p className="muted small">
        {apiKey.scopes.join(', ')} · {t('apiKeys.perMinute', { count: apiKey.rateLimitPerMinute })}{' '}
        ·{' '}
        {apiKey.expiresAt
          ? t('apiKeys.expires', { when: formatDateTime(apiKey.expiresAt) })
          : t('apiKeys.noExpiry')}
      </p>
      <div className="button-row">
        <button type="button" className="btn" onClick={() => setShowUsage((v) => !v)}>
          {showUsage ? t('apiKeys.hideUsage') : t('apiKeys.showUsage')}
        </button>
        {!apiKey.revokedAt && (
          <button
            type="button"
            className="btn btn-danger"
            disabled={revoke.isPending}
            onClick={() => revoke.mutate(apiKey.id)}
          >
            {t('apiKeys.revoke')}
          </button>
        )}
      </div>
      {showUsage && <UsageLog id={apiKey.id} />}
    </li>
  );
}

function UsageLog({ id }: { id: string }) {
  const { t } = useTranslation();
  const usage = useApiKeyUsage(id);
  if (!usage.data) return <p className="page-status">{t('common.loading')}</p>;
  if (!usage.data.usage.length) return <p className="muted">{t('apiKeys.noUsage')}</p>;
  return (
    <div className="table-scroll">
      <table className="table">
        <thead>
          <tr>
            <th>{t('apiKeys.usage.at')}</th>
            <th>{t('apiKeys.usage.route')}</th>
            <th>{t('apiKeys.usage.status')}</th>
            <th>{t('apiKeys.usage.address')}</th>
          </tr>
        </thead>
        <tbody>
          {usage.data.usage.map((u, i) => (
            <tr key={`${u.at}-${i}`}>
              <td>{formatDateTime(u.at)}</td>
              <td>
                <code>
                  {u.method} {u.route}
                </code>
              </td>
              <td>{u.status}</td>
              <td>{u.address}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
