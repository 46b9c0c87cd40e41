/**
 * Replaces theme-classic's DocVersionBadge (3.10.2): with one docs version
 * and `badge: false` the original renders nothing. See DocVersionBanner and
 * the table of src/theme/README.md.
 */
import type {ReactNode} from 'react';

export default function DocVersionBadge(): ReactNode {
  return null;
}
