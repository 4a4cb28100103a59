import type { OutgoingMessage } from '../../lib/messaging/message.ts';

/** The approved applicant's mail: their shop is open and the link sets their first password. */
export function approvedMail(to: string, shopName: string, link: string, days: number): OutgoingMessage {
  return {
    channel: 'email',
    to,
    subject: `Your shop ${shopName} is approved`,
    body: [
      `Welcome! Your application for ${shopName} is approved and the shop is open.`,
      `Set your password to sign in to the shop console: ${link}`,
      `The link works once and for ${days} days. Your e-mail address is your sign-in name.`,
    ].join('\n\n'),
  };
}

/** The declined applicant's mail, with the reason staff gave. */
export function declinedMail(to: string, shopName: string, reason: string): OutgoingMessage {
  return {
    channel: 'email',
    to,
    subject: `Your application for ${shopName}`,
    body: [
      `Thank you for applying to sell on our marketplace. We could not approve ${shopName}.`,
      `Reason: ${reason}`,
      'You are welcome to apply again once this is resolved.',
    ].join('\n\n'),
  };
}
