/**
 * Checklists that remember (README.md here): Markdown task lists in
 * articles, posts and pages keep the reader's ticks in the browser.
 */
import type {Feature} from '../features';
import remarkChecklists from './remark';

export const checklistsFeature: Feature = {
  name: 'checklists',
  remarkPlugins: [remarkChecklists],
};
