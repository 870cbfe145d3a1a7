import common from './common.json';
import language from './language.json';
import shell from './shell.json';
import auth from './auth.json';
import home from './home.json';
import components from './components.json';
import bank from './bank.json';
import civilians from './civilians.json';
import dispatch from './dispatch.json';
import records from './records.json';
import safr from './safr.json';
import staff from './staff.json';
import roster from './roster.json';
import roles from './roles.json';
import departments from './departments.json';
import webhooks from './webhooks.json';
import jail from './jail.json';
import court from './court.json';
import values from './values.json';
import apiKeys from './apiKeys.json';
import eventWebhooks from './eventWebhooks.json';
import economy from './economy.json';
import alerts from './alerts.json';
import signal100 from './signal100.json';
import tones from './tones.json';
import consoleCalls from './consoleCalls.json';
import forms from './forms.json';
import business from './business.json';

/** The English catalogue: every string's source, one file a feature (docs/languages.md). */
export default {
  common,
  language,
  shell,
  auth,
  home,
  components,
  bank,
  civilians,
  dispatch,
  records,
  safr,
  staff,
  roster,
  roles,
  departments,
  webhooks,
  jail,
  court,
  values,
  apiKeys,
  eventWebhooks,
  economy,
  alerts,
  signal100,
  tones,
  consoleCalls,
  forms,
  business,
};
