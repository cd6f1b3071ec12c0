/** Every source document of part D, with the image variants derived from it (same split as the source). */
import type { Doc } from './doc';
import { ca01, cm01, gh01, ie01, lk01, nz01, pk01, sg01, za01 } from './docs-en';
import { ca02, cl01, co01, ee01, hr01, lu01, lv01, ma01, si01, sk01, sn01, uy01 } from './docs-latin';
import { ie02, za02 } from './docs-more';
import { bd01, is01, lt01, pe01, tn01 } from './docs-t3';

export const DOCS: Doc[] = [
  { model: 'a', build: ie01, colour: true, derive: 'scan' },
  { model: 'a', build: ca01, colour: true, derive: 'photo' },
  { model: 'a', build: ca02, derive: 'scan' },
  { model: 'a', build: za01, colour: true, derive: 'photo' },
  { model: 'a', build: gh01, derive: 'scan' },
  { model: 'a', build: pk01, colour: true, derive: 'photo' },
  { model: 'b', rep: bd01 },
  { model: 'a', build: lk01, derive: 'photo' },
  { model: 'a', build: sg01 },
  { model: 'a', build: nz01 },
  { model: 'a', build: cm01 },
  { model: 'a', build: cl01, colour: true, derive: 'photo' },
  { model: 'a', build: co01 },
  { model: 'b', rep: pe01 },
  { model: 'a', build: uy01 },
  { model: 'a', build: hr01, derive: 'scan' },
  { model: 'a', build: si01, derive: 'scan' },
  { model: 'a', build: sk01, derive: 'scan' },
  { model: 'b', rep: lt01, derive: 'scan' },
  { model: 'a', build: lv01, colour: true },
  { model: 'a', build: ee01 },
  { model: 'b', rep: is01 },
  { model: 'a', build: lu01, colour: true },
  { model: 'a', build: ma01, colour: true, derive: 'photo' },
  { model: 'b', rep: tn01, derive: 'scan' },
  { model: 'a', build: sn01 },
  // added after the first read (see docs-more.ts): holdout multi-page and sidebar reports
  { model: 'a', build: ie02 },
  { model: 'a', build: za02, colour: true },
];
