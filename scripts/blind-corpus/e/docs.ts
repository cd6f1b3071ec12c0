/** Every source document of part E, with the image variants derived from it (same split as the source). */
import type { Report as AReport } from '../a/model';
import type { Report as BReport } from '../b/model';
import { asiaDocs as asia } from './docs-asia';
import { cyrDocs as cyr } from './docs-cyr';
import { rtlDocs as rtl } from './docs-rtl';
import { eg01, ir01, tw01 } from './docs-type3';

export type Derive = Array<'scan' | 'photo'>;
export type Doc = { model: 'a'; build: () => AReport; derive: Derive } | { model: 'b'; rep: BReport; derive: Derive };

// splits alternate by source (see each report's spec): tune / holdout within every script family
export const DOCS: Doc[] = [
  { model: 'a', build: cyr.ua01, derive: ['scan'] },
  { model: 'a', build: cyr.kz01, derive: ['photo'] },
  { model: 'a', build: cyr.bg01, derive: ['scan'] },
  { model: 'a', build: cyr.rs01, derive: ['scan'] },
  { model: 'a', build: cyr.by01, derive: [] },
  { model: 'a', build: cyr.mn01, derive: ['photo'] },
  { model: 'a', build: cyr.gr01, derive: ['photo'] },
  { model: 'a', build: asia.jp01, derive: ['scan'] },
  { model: 'a', build: asia.kr01, derive: ['photo'] },
  { model: 'a', build: asia.hk01, derive: [] },
  { model: 'a', build: asia.th01, derive: ['photo'] },
  { model: 'a', build: asia.in01, derive: ['photo'] },
  { model: 'a', build: asia.np01, derive: ['photo'] },
  { model: 'a', build: rtl.il01, derive: ['scan'] },
  { model: 'a', build: rtl.sa01, derive: ['scan'] },
  { model: 'b', rep: eg01, derive: ['photo'] },
  { model: 'b', rep: ir01, derive: ['scan'] },
  { model: 'b', rep: tw01, derive: ['scan'] },
];
