/**
 * The announcement bar: one message, set here and nowhere else.
 *
 * Change `id` whenever the message changes: Docusaurus stores the reader's
 * dismissal together with the id (localStorage keys
 * `docusaurus.announcement.dismiss` and `docusaurus.announcement.id`) and
 * shows the bar again when the id is new.
 */
import type {Provider} from './provider';

export type Announcement = {
  /** A stable Latin id; a new id brings the bar back for everyone. */
  id: string;
  /** The message as HTML (Docusaurus renders it as is). */
  content: string;
};

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

export function getAnnouncement(provider: Provider): Announcement {
  return {
    id: 'support-request-2026-11',
    content:
      'Не нашли ответа? Напишите в поддержку из ' +
      `<a href="${escapeHtml(provider.clientAreaUrl)}">личного кабинета</a>` +
      ' — приложите адрес сайта и текст ошибки, так мы ответим быстрее.',
  };
}
