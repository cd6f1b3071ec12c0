/** Every source document of part F, its image variants (same split as the source) and its producer options. */
import type { Report as BReport } from '../b/model';
import type { Report } from './kit';
import { ar01, br01, es02, mx01, mx02, pt01, pt02 } from './docs-latin';
import { in01, in02, ke01, ng01, ph01, ph02, pk01, pk02, uk01 } from './docs-en';
import { de01, ru01, tr01 } from './docs-more';
import { br02, es01, fr01, in03, it01 } from './docs-t3';

/** A 200-dpi scan, or a phone photo of page 1 (`skew`: the page turned that many degrees in the frame). */
export type Derive = { kind: 'scan' } | { kind: 'photo'; skew?: number };

export type Doc =
  | { model: 'a'; build: () => Report; colour?: boolean; derive?: Derive[] }
  | { model: 'b'; rep: BReport; derive?: Derive[] };

const scan: Derive = { kind: 'scan' };
const photo = (skew?: number): Derive => ({ kind: 'photo', skew });

// sources alternate tune / holdout; a source and its variants share its split
export const DOCS: Doc[] = [
  { model: 'a', build: pk01, derive: [photo(4.5)] }, // tune
  { model: 'a', build: in01, derive: [scan] }, // holdout
  { model: 'a', build: in02 }, // tune
  { model: 'a', build: pk02 }, // holdout
  { model: 'a', build: br01, colour: true, derive: [scan] }, // tune
  { model: 'a', build: pt01, derive: [scan] }, // holdout
  { model: 'b', rep: es01 }, // tune
  { model: 'a', build: mx01, derive: [photo(-4)] }, // holdout
  { model: 'a', build: ng01, derive: [photo()] }, // tune
  { model: 'a', build: ke01, derive: [photo(3.2)] }, // holdout
  { model: 'a', build: ph01, derive: [photo(-3.5)] }, // tune
  { model: 'a', build: uk01, derive: [scan] }, // holdout
  { model: 'a', build: ar01, derive: [scan] }, // tune
  { model: 'b', rep: fr01 }, // holdout
  { model: 'b', rep: it01, derive: [scan] }, // tune
  { model: 'a', build: de01, colour: true, derive: [photo()] }, // holdout
  { model: 'a', build: tr01, derive: [photo(5.5)] }, // tune
  { model: 'a', build: ru01, derive: [scan, photo(-5)] }, // holdout
  { model: 'a', build: mx02, derive: [scan] }, // tune
  { model: 'b', rep: br02 }, // holdout
  { model: 'a', build: pt02 }, // tune
  { model: 'a', build: es02, colour: true }, // holdout
  { model: 'b', rep: in03 }, // holdout
  { model: 'a', build: ph02 }, // holdout
];
