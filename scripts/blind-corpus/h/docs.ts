import type { Doc } from './doc';
import { DOCS_CJK } from './docs-cjk';
import { DOCS_CYR } from './docs-cyr';
import { DOCS_GTT } from './docs-gtt';
import { DOCS_RTL } from './docs-rtl';
import { DOCS_SA } from './docs-sa';

export const DOCS: Doc[] = [...DOCS_SA, ...DOCS_CYR, ...DOCS_CJK, ...DOCS_RTL, ...DOCS_GTT];
