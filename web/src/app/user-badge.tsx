import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../lib/session';

const DEFAULT_AVATAR = '/default-avatar.svg';

/** The member's Discord tag and avatar, with its loading and failure fallbacks. */
export function UserBadge() {
  const { t } = useTranslation();
  const { session } = useSession();
  const [failed, setFailed] = useState(false);
  const user = session.user;
  const tag =
    session.status === 'loading'
      ? t('common.loading')
      : user
        ? user.discriminator && user.discriminator !== '0'
          ? `${user.username}#${user.discriminator}`
          : user.username
        : t('shell.unknownUser');
  const src =
    user?.avatar && !failed
      ? `https://cdn.discordapp.com/avatars/${user.discordId}/${user.avatar}.png?size=64`
      : DEFAULT_AVATAR;
  return (
    <div className="user-badge">
      <img src={src} alt="" width={36} height={36} onError={() => setFailed(true)} />
      <span className="user-tag">{tag}</span>
    </div>
  );
}
