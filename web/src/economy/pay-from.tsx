import { useTranslation } from 'react-i18next';
import { SelectField } from '../components/field';
import { formatMoney } from '../lib/format';
import { usePockets } from './api/shop';

/** The value meaning "the wallet"; the server takes it as well as an account's id. */
export const WALLET = 'wallet';

/** The server's pay-from: null for the wallet, else the account's id. */
export const payFrom = (choice: string) => (choice === WALLET ? null : choice);

/** Where the civilian pays from: the wallet or one of their accounts, each with its balance. */
export function PayFromSelect({
  civilianId,
  discordId,
  value,
  onChange,
}: {
  civilianId: string;
  discordId: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const pockets = usePockets(civilianId, discordId);
  const options = [
    {
      value: WALLET,
      label: pockets.data
        ? t('economy.payFrom.walletWith', { balance: formatMoney(pockets.data.wallet) })
        : t('economy.payFrom.wallet'),
    },
    ...(pockets.data?.accounts ?? []).map((a) => ({
      value: a._id,
      label: t('economy.payFrom.account', {
        type: a.accountType,
        number: a.accountNumber,
        balance: formatMoney(a.balance),
      }),
    })),
  ];
  return (
    <SelectField
      label={t('economy.payFrom.label')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      options={options}
    />
  );
}
