/**
 * No sections: what the server build and `docusaurus start` import as
 * `@first-load/sections`. They use core's generated modules unchanged
 * (./split.ts says why); only the production browser bundle is split.
 */
import type {SectionTable} from './lookup';
import type {SectionEntry} from './modules';

export const table: SectionTable = {paths: {}, folders: {}};

export const sections: SectionEntry[] = [];
