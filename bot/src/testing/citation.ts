import type { DiscordMessage } from '@tenfour/db';

export const CITATION_COLOR = 16763904;
export const ARREST_COLOR = 16711680;

/**
 * A citation DM and report embed shaped as the records area writes them (
 * "Reports and search"), for tests that enqueue directly.
 */
export function citationMessages(recordId: string, fine = 250) {
  const fields = [
    { name: 'Offenses', value: 'Speeding, Reckless Driving' },
    { name: 'Fine', value: `$${fine.toFixed(2)}` },
    { name: 'Jail Time', value: '0 minutes' },
    { name: 'Officer', value: 'A. Miller (1A-12)' },
  ];
  const dm: DiscordMessage = {
    embeds: [
      {
        title: 'Citation Issued',
        description: 'You have received a citation.',
        color: CITATION_COLOR,
        fields,
      },
    ],
    components: [
      {
        type: 1,
        components: [{ type: 2, style: 3, label: 'Pay Fine', custom_id: `payfine:${recordId}` }],
      },
    ],
  };
  const report: DiscordMessage = {
    embeds: [
      {
        title: 'New Citation Issued',
        color: CITATION_COLOR,
        fields,
        footer: { text: 'Civilian: John Doe' },
      },
    ],
  };
  return { dm, report };
}
