import nodemailer from 'nodemailer';
import type { OutgoingMessage, Transport } from './message.ts';

/** Mail over SMTP (`SMTP_URL`, e.g. smtps://user:pass@smtp.example:465) with nodemailer. */
export function smtpTransport(url: string, from: string): Transport {
  const transporter = nodemailer.createTransport(url);
  return {
    async deliver(message: OutgoingMessage) {
      await transporter.sendMail({ from, to: message.to, subject: message.subject, text: message.body });
    },
    close: () => transporter.close(),
  };
}
