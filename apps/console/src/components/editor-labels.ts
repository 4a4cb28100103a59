import type { RichTextLabels } from './rich-text-editor.tsx';
import type { Translate } from '../lib/i18n.tsx';

/** The rich-text editor's toolbar, in the interface's language. */
export const editorLabels = (t: Translate): RichTextLabels => ({
  toolbar: t('editor.toolbar'),
  bold: t('editor.bold'),
  italic: t('editor.italic'),
  heading: t('editor.heading'),
  bulletList: t('editor.bulletList'),
  orderedList: t('editor.orderedList'),
  quote: t('editor.quote'),
});
