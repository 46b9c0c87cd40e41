/**
 * Generators with the host's values (README.md here): `<Generator kind="…" />`
 * in an article becomes a form whose output carries the reader's domain
 * and the provider's values.
 */
import type {Hosting} from '../../data/provider';
import type {Feature} from '../features';
import remarkGenerators from './remark';

export function generatorsFeature(hosting: Hosting): Feature {
  const {spfInclude, dkimSelector} = hosting;
  return {
    name: 'generators',
    remarkPlugins: [[remarkGenerators, {provider: {spfInclude, dkimSelector}}]],
  };
}
